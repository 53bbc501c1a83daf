import SvgIcon from '@mui/material/SvgIcon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_ROLES } from '@vp/contracts';
import { HOME_PATH, LANDING_PATH } from '../../lib/paths.ts';
import { buildMenu } from './menu.ts';
import {
  AREA_ROUTES,
  LOGIN_ROUTE,
  joinPath,
  shellPageAt,
  type AreaRoute,
  type SubRoute,
} from './route-table.ts';

/** every permission but user administration */
const OFFICE_AND_FINANCE = [
  'work-orders',
  'work-orders:edit',
  'company',
  'company:edit',
  'invoices',
  'quick-pay',
];

const page = Object.assign(() => null, { preload: async () => undefined });

/** the vendor areas a user with every permission but user administration sees, in order */
const AREAS_BUT_USERS = [
  'Dashboard',
  'Work Orders',
  'Scheduling',
  'Company Profile',
  'Invoices',
  'QuickPay',
  'Supply Partners',
];

function sub(path: string, flags: Partial<Pick<SubRoute, 'hasDrawer' | 'showInMenu'>> = {}): SubRoute {
  return { path, title: path, menuLabel: `label ${path}`, hasDrawer: true, showInMenu: true, page, ...flags };
}

/** an area '/<name in lower case>' titled <name>, in the menu as 'Area <name>' unless told otherwise */
function area(name: string, children: AreaRoute['children'], showInMenu = true): AreaRoute {
  return {
    path: `/${name.toLowerCase()}`,
    title: name,
    menuLabel: `Area ${name}`,
    icon: SvgIcon,
    showInMenu,
    children,
  };
}

describe('buildMenu', () => {
  it('lists every area of the route table with its visible sub-routes', () => {
    const menu = buildMenu(AREA_ROUTES, OFFICE_AND_FINANCE);
    expect(menu.map((entry) => [entry.label, entry.to, entry.children.map((child) => child.label)])).toEqual([
      ['Dashboard', '/dashboard', []],
      ['Work Orders', '/work-order/list-work-orders', ['List of Work Orders', 'My Work']],
      ['Scheduling', '/scheduling/list-scheduling', ['List of Scheduling']],
      ['Company Profile', '/company-profile/details', ['Profile Details', 'Compliance']],
      ['Invoices', '/invoices/list-invoices', ['List of Invoices']],
      ['QuickPay', '/quick-pay/list-quick-pay', ['List of QuickPay']],
      ['Supply Partners', '/supply-partners/details', ['Partner Details']],
    ]);
  });

  it("lists the areas each default role's permissions open, the rest not at all (issue 40)", () => {
    const labels = (name: string) =>
      buildMenu(AREA_ROUTES, DEFAULT_VENDOR_ROLES.find((role) => role.name === name)!.permissions).map(
        (entry) => entry.label,
      );
    expect(labels('Administrator')).toEqual([...AREAS_BUT_USERS, 'Users']);
    expect(labels('Office')).toEqual([
      'Dashboard',
      'Work Orders',
      'Scheduling',
      'Company Profile',
      'Supply Partners',
    ]);
    expect(labels('Finance')).toEqual(AREAS_BUT_USERS);
    // a Technician's Dashboard leads on to My Work, as their List of Work Orders does
    expect(labels('Technician')).toEqual(['Dashboard', 'Work Orders', 'Scheduling', 'Supply Partners']);
    // the dashboard opens for anyone: it shows the tiles their roles allow, or says there are none
    expect(buildMenu(AREA_ROUTES, []).map((entry) => entry.label)).toEqual(['Dashboard', 'Supply Partners']);
  });

  it('lists Users only for a user whose roles grant user administration (issue 40)', () => {
    const labels = (permissions: string[]) => buildMenu(AREA_ROUTES, permissions).map((entry) => entry.label);
    expect(labels([])).not.toContain('Users');
    expect(labels(['something-else'])).not.toContain('Users');
    const admin = buildMenu(AREA_ROUTES, ['user-admin']);
    expect(admin.at(-1)).toMatchObject({ label: 'Users', to: '/users/list-users' });
    expect(admin.at(-1)?.children.map((child) => child.label)).toEqual(['List of Users', 'User Groups']);
  });

  it('hides the no-drawer Work Order Details sub-route', () => {
    const labels = buildMenu(AREA_ROUTES, OFFICE_AND_FINANCE).flatMap((entry) => [
      entry.label,
      ...entry.children.map((c) => c.label),
    ]);
    expect(labels).not.toContain('Work Order Details');
    expect(JSON.stringify(buildMenu(AREA_ROUTES, OFFICE_AND_FINANCE))).not.toContain('work-order-details');
  });

  it('hides sub-routes flagged as no drawer or not in the menu, and areas not in the menu', () => {
    const areas = [
      area('A', [
        sub('first'),
        sub('no-drawer/:id?', { hasDrawer: false }),
        sub('unlisted', { showInMenu: false }),
      ]),
      area('B', [sub('x')], false),
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
    const areas = [area('C', [sub('hidden', { hasDrawer: false })])];
    expect(buildMenu(areas)[0]).toMatchObject({ to: '/c', children: [] });
  });
});

describe('the landing page', () => {
  it("is where '/' leads: the first area's first page, the dashboard (the sign-in goes there at once)", () => {
    const [first] = AREA_ROUTES;
    expect(HOME_PATH).toBe(first?.path);
    expect(LANDING_PATH).toBe('/dashboard');
    expect(LANDING_PATH).toBe(joinPath(first!.path, first!.children[0].path));
  });
});

describe('shellPageAt', () => {
  const pageOf = (area: string, path: string) =>
    AREA_ROUTES.find((a) => a.path === area)?.children.find((c) => c.path.startsWith(path))?.page;

  it("names the shell's page drawn at an address, whose code the app loads as it starts", () => {
    expect(shellPageAt(LANDING_PATH)).toBe(AREA_ROUTES[0]?.children[0].page);
    // the dashboard's page is its area's own address
    expect(shellPageAt(HOME_PATH)).toBe(pageOf('/dashboard', ''));
    expect(shellPageAt('/work-order/work-order-details/351/351/5059')).toBe(
      pageOf('/work-order', 'work-order-details'),
    );
    // the optional parameters may be left out ('Add a new Work Order')
    expect(shellPageAt('/work-order/work-order-details')).toBe(pageOf('/work-order', 'work-order-details'));
    expect(shellPageAt('/invoices/list-invoices')).toBe(pageOf('/invoices', 'list-invoices'));
    expect(shellPageAt('/company-profile/details')).toBe(pageOf('/company-profile', 'details'));
    expect(shellPageAt('/invoices/list-invoices')).not.toBe(shellPageAt(LANDING_PATH));
  });

  it('names none outside the shell or at an address of no page', () => {
    expect(shellPageAt(LOGIN_ROUTE.path)).toBeUndefined();
    expect(shellPageAt('/')).toBeUndefined();
    expect(shellPageAt('/work-order')).toBeUndefined();
    expect(shellPageAt('/work-order/no-such-page')).toBeUndefined();
    expect(shellPageAt('/staff/vendors')).toBeUndefined();
  });
});
