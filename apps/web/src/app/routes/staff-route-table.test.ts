// The staff route table: every section of the console's menu has its route, and no path stands twice.
import { describe, expect, it } from 'vitest';
import { STAFF_MENU } from '../../features/staff/state/staff-paths.ts';
import { STAFF_BASE_PATH, STAFF_LOGIN_ROUTE, STAFF_ROUTES } from './staff-route-table.ts';

const fullPath = (path: string) => (path === '' ? STAFF_BASE_PATH : `${STAFF_BASE_PATH}/${path}`);

describe('the staff route table', () => {
  it('has a route for every menu entry', () => {
    const paths = new Set(STAFF_ROUTES.map((route) => fullPath(route.path)));
    for (const entry of STAFF_MENU) expect(paths).toContain(entry.path);
  });

  it('names each path once, the sign-in outside the sections', () => {
    const paths = [STAFF_LOGIN_ROUTE, ...STAFF_ROUTES].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(fullPath(STAFF_LOGIN_ROUTE.path)).toBe('/staff/login');
  });
});
