import SvgIcon from '@mui/material/SvgIcon';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, LANDING_PATH } from '../../lib/paths.ts';
import { buildMenu } from './menu.ts';
import { AREA_ROUTES, type AreaRoute, type SubRoute } from './route-table.ts';

const page = Object.assign(() => null, { preload: async () => undefined });

function sub(path: string, flags: Partial<Pick<SubRoute, 'hasDrawer' | 'showInMenu'>> = {}): SubRoute {
  return { path, title: path, menuLabel: `label ${path}`, hasDrawer: true, showInMenu: true, page, ...flags };
}

describe('buildMenu', () => {
  it('lists every area of the route table with its visible sub-routes', () => {
    const menu = buildMenu(AREA_ROUTES);
    expect(menu.map((entry) => [entry.label, entry.to, entry.children.map((child) => child.label)])).toEqual([
      ['Work Orders', '/work-order/list-work-orders', ['List of Work Orders']],
      ['Scheduling', '/scheduling/list-scheduling', ['List of Scheduling']],
      ['Company Profile', '/company-profile/details', ['Profile Details']],
      ['Invoices', '/invoices/list-invoices', ['List of Invoices']],
      ['QuickPay', '/quick-pay/list-quick-pay', ['List of QuickPay']],
      ['Supply Partners', '/supply-partners/details', ['Partner Details']],
    ]);
  });

  it('hides the no-drawer Work Order Details sub-route', () => {
    const labels = buildMenu(AREA_ROUTES).flatMap((entry) => [
      entry.label,
      ...entry.children.map((c) => c.label),
    ]);
    expect(labels).not.toContain('Work Order Details');
    expect(JSON.stringify(buildMenu(AREA_ROUTES))).not.toContain('work-order-details');
  });

  it('hides sub-routes flagged as no drawer or not in the menu, and areas not in the menu', () => {
    const areas: AreaRoute[] = [
      {
        path: '/a',
        title: 'A',
        menuLabel: 'Area A',
        icon: SvgIcon,
        showInMenu: true,
        children: [
          sub('first'),
          sub('no-drawer/:id?', { hasDrawer: false }),
          sub('unlisted', { showInMenu: false }),
        ],
      },
      { path: '/b', title: 'B', menuLabel: 'Area B', icon: SvgIcon, showInMenu: false, children: [sub('x')] },
    ];
    expect(buildMenu(areas)).toEqual([
      {
        label: 'Area A',
        icon: SvgIcon,
        to: '/a/first',
        children: [{ label: 'label first', to: '/a/first' }],
      },
    ]);
  });

  it('links an area to its path when none of its sub-routes is listed', () => {
    const areas: AreaRoute[] = [
      {
        path: '/c',
        title: 'C',
        menuLabel: 'Area C',
        icon: SvgIcon,
        showInMenu: true,
        children: [sub('hidden', { hasDrawer: false })],
      },
    ];
    expect(buildMenu(areas)[0]).toMatchObject({ to: '/c', children: [] });
  });
});

describe('the landing page', () => {
  it("is where '/' leads: the first area's first page (the sign-in goes there at once)", () => {
    const [first] = AREA_ROUTES;
    expect(HOME_PATH).toBe(first?.path);
    expect(LANDING_PATH).toBe(`${first?.path}/${first?.children[0].path}`);
  });
});
