// @vitest-environment node
// The size budgets' rules (issue 19 point 8) on a small build of our own making: what counts for each
// page, that a page over its budget is named with its size and budget, and that one byte over fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, overBudget, routeWeights, type Manifest } from './route-budgets.ts';

const dist = mkdtempSync(join(tmpdir(), 'vp-budgets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A file of `bytes` whose build-time .zst holds `sent` bytes (none: sent as it is). */
function file(name: string, bytes: number, sent?: number) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, name), Buffer.alloc(bytes, 1));
  if (sent !== undefined) writeFileSync(join(dist, `${name}.zst`), Buffer.alloc(sent, 2));
}

const LIST = 'src/features/work-orders/routes/list-work-orders-page.tsx';
const INVOICES = 'src/features/invoices/routes/list-invoices-page.tsx';
const STAFF_FRAME = 'src/features/staff/staff-routes.tsx';
const STAFF_PAGE = 'src/features/staff/audit/audit-page.tsx';

const manifest: Manifest = {
  'login.html': {
    file: 'assets/login.js',
    isEntry: true,
    imports: ['_react.js', '_login-screen.js'],
    dynamicImports: ['_start-app.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_login-screen.js': {
    file: 'assets/login-screen.js',
    css: ['assets/login-screen.css'],
    // only our subsets count among the fonts
    assets: ['assets/roboto-400-subset-1.woff2', 'assets/roboto-latin-400-normal-1.woff2', 'assets/logo.svg'],
  },
  '_start-app.css': { file: 'assets/start-app.css' },
  '_start-app.js': {
    file: 'assets/start-app.js',
    imports: ['_react.js', '_mui.js'],
    css: ['assets/start-app.css'],
  },
  '_mui.js': { file: 'assets/mui.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_mui.js'] },
  [LIST]: { file: 'assets/list.js', isDynamicEntry: true, imports: ['_start-app.js', '_grid.js'] },
  [INVOICES]: { file: 'assets/invoices.js', isDynamicEntry: true, imports: ['_grid.js', '_drawer.js'] },
  '_drawer.js': { file: 'assets/drawer.js' },
  [STAFF_FRAME]: { file: 'assets/staff.js', isDynamicEntry: true, imports: ['_start-app.js', '_grid.js'] },
  [STAFF_PAGE]: { file: 'assets/audit.js', isDynamicEntry: true, imports: ['_grid.js', '_drawer.js'] },
};

file('login.html', 2000);
file('zod-config.js', 500);
file('assets/login.js', 3000, 1000);
file('assets/react.js', 200_000, 60_000);
file('assets/login-screen.js', 9000, 3000);
file('assets/login-screen.css', 6000, 2000);
file('assets/roboto-400-subset-1.woff2', 13_000);
file('assets/roboto-latin-400-normal-1.woff2', 22_000);
file('assets/logo.svg', 900);
file('assets/start-app.js', 120_000, 40_000);
file('assets/start-app.css', 3000, 1000);
file('assets/mui.js', 100_000, 30_000);
file('assets/grid.js', 60_000, 20_000);
file('assets/list.js', 15_000, 5000);
file('assets/invoices.js', 20_000, 7000);
file('assets/drawer.js', 9000, 3000);
file('assets/staff.js', 18_000, 6000);
file('assets/audit.js', 10_000, 4000);

const byRoute = (budgets = BUDGETS) =>
  new Map(routeWeights(dist, budgets, manifest).map((weight) => [weight.route, weight]));

describe('what each page weighs', () => {
  it('the sign-in page: its HTML, classic script, modules, CSS, logo and Roboto subset, compressed', () => {
    const signIn = byRoute().get('/auth/login (sign-in page)');
    expect(signIn?.files).toEqual([
      'assets/login-screen.css',
      'assets/login-screen.js',
      'assets/login.js',
      'assets/logo.svg',
      'assets/react.js',
      'assets/roboto-400-subset-1.woff2',
      'zod-config.js',
    ]);
    // the HTML is compressed as the server sends it; 2,000 equal bytes are a few dozen
    const html = signIn!.bytes - (2000 + 900 + 1000 + 60_000 + 3000 + 13_000 + 500);
    expect(html).toBeGreaterThan(0);
    expect(html).toBeLessThan(100);
  });

  it('sign-in to rows: the app and the list, less what the sign-in page loaded', () => {
    expect(byRoute().get('sign-in to the first work-order rows')).toMatchObject({
      files: [
        'assets/grid.js',
        'assets/list.js',
        'assets/mui.js',
        'assets/start-app.css',
        'assets/start-app.js',
      ],
      bytes: 20_000 + 5000 + 30_000 + 1000 + 40_000,
    });
  });

  it("another page: its own chunks beyond the list (a vendor's) or the console's frame (staff)", () => {
    const routes = byRoute();
    expect(routes.get(`${INVOICES} (its own chunks)`)).toMatchObject({
      files: ['assets/drawer.js', 'assets/invoices.js'],
      bytes: 10_000,
    });
    expect(routes.get(`${STAFF_PAGE} (its own chunks)`)).toMatchObject({
      files: ['assets/audit.js', 'assets/drawer.js'],
      bytes: 7000,
    });
  });
});

describe('the budgets', () => {
  it('pass when every page is within its budget', () => {
    expect(overBudget(routeWeights(dist, BUDGETS, manifest))).toEqual([]);
  });

  it('name each page over its budget with its size and budget', () => {
    const weights = routeWeights(dist, { signIn: 80_000, signInToRows: 90_000, ownChunks: 9999 }, manifest);
    expect(overBudget(weights)).toEqual([
      expect.stringMatching(
        /^\/auth\/login \(sign-in page\): 78\.\d KB compressed, over its budget of 78\.1 KB$/,
      ),
      'sign-in to the first work-order rows: 93.8 KB compressed, over its budget of 87.9 KB',
      `${INVOICES} (its own chunks): 9.8 KB compressed, over its budget of 9.8 KB`,
    ]);
  });

  it('fail one byte over', () => {
    const invoices = byRoute().get(`${INVOICES} (its own chunks)`)!;
    expect(overBudget([{ ...invoices, budget: invoices.bytes }])).toEqual([]);
    expect(overBudget([{ ...invoices, budget: invoices.bytes - 1 }])).toHaveLength(1);
  });
});
