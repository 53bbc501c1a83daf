// The dashboard (issue 40 point 6) in Chromium against the real server and the demo data: where the demo
// user lands, its tiles (links to their lists, reached with Tab), a tile opening the list of work orders
// with its filter, axe, and a phone's 375 px (the tiles in one column, nothing sideways). The demo user (an
// Administrator) sees every tile, an Office user no money (a Technician goes on to My Work: roles.spec.ts).
import { createUser } from './accounts.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expect, signIn, test } from './fixtures.ts';

const TILES = [
  'Orders to schedule',
  'Visits due today',
  'Orders overdue',
  'Unread notes from the company',
  'Dispatches not answered in time',
  'Documents rejected',
  // decision 116
  'Unread messages from the company',
  'Compliance expiring or missing',
  'Invoices unpaid',
  'QuickPay available now',
];

const tiles = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'What needs doing' }).getByRole('listitem');

test.describe('dashboard', () => {
  test('is where the demo user lands, with a tile for each count, each a link to its list', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(tiles(page)).toHaveText(TILES.map((label) => new RegExp(label)));
    // every count has arrived (no tile still shows its placeholder)
    for (const label of TILES)
      await expect(page.getByRole('link', { name: new RegExp(`${label}\\s*[\\d,]+`) }), label).toBeVisible();
    await expect(page.getByRole('link', { name: /Invoices unpaid/ })).toContainText(
      /\$[\d,]+\.\d\d in total/,
    );
    await expect(page.getByRole('link', { name: /Orders to schedule/ })).toHaveAttribute(
      'href',
      '/scheduling/list-scheduling',
    );
    // the demo vendor's workers' compensation certificate ends within 60 days (demo/seed-compliance.ts)
    const compliance = page.getByRole('link', { name: /Compliance expiring or missing/ });
    await expect(compliance).toContainText(/\d+ missing, 1 expiring/);
    expect(await seriousViolations(page)).toEqual([]);
    await compliance.click();
    await expect(page).toHaveURL(/\/company-profile\/compliance$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  });

  test('a tile opens the list of work orders with its filter, and the list can show everything again', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard');
    const overdue = page.getByRole('link', { name: /Orders overdue/ });
    await expect(overdue).toHaveAttribute('href', /\/work-order\/list-work-orders\?from=.*&attention=open$/);
    // reached from the keyboard like any link
    await overdue.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/work-order\/list-work-orders\?from=\d{4}-\d{2}-\d{2}&to=.*&attention=open$/,
    );
    await expect(page.getByText('Showing open orders only.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Work orders' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all work orders' }).click();
    await expect(page).toHaveURL(/\/work-order\/list-work-orders$/);
    await expect(page.getByText('Showing open orders only.')).toHaveCount(0);
  });

  test('fits a phone: the tiles in one column, nothing sideways, axe clean', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /QuickPay available now\s*[\d,]+/ })).toBeVisible();
    const boxes = await tiles(page).evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().left),
    );
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows each user the tiles of their roles: an Office user no money (a Technician: roles.spec.ts)', async ({
    page,
  }) => {
    const office = await createUser('dashboard-office', 'ok', undefined, ['Office']);
    await signIn(page, office.email, office.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: /Orders overdue/ })).toBeVisible();
    // work orders (5: to schedule, due today, overdue, unread notes, dispatches not answered), documents
    // rejected, unread messages, compliance; no invoices or QuickPay
    await expect(tiles(page)).toHaveCount(8);
    await expect(page.getByRole('link', { name: /Compliance expiring or missing/ })).toBeVisible();
    await expect(page.getByText('Invoices unpaid')).toHaveCount(0);
    await expect(page.getByText('QuickPay available now')).toHaveCount(0);
  });
});
