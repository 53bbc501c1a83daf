// The console's grids at 1280 px and its menu at 375 px (issue 38 point 9, decision 106): each grid
// shows what a row is and what can be done to it without scrolling sideways (Users' Send password link
// and Disable, QuickPay's Fee, amount, Pay date, Mark paid and Decline, the API clients' New secret and
// Revoke, the audit log's Before and After), and scrolled to its far end the row's name stays in view;
// on a phone the side menu folds behind a Menu button, as the vendor shell's does.
import type { Locator, Page } from '@playwright/test';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { gridOf, gridRowsOf } from './grid-helpers.ts';
import { expectWholeInView, headerOf } from './in-view.ts';
import { openStaffPage } from './staff-session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A grid's scrolling box (its section, a region of the same name, holds it). */
const gridBox = (page: Page, name: string) => page.locator(`div[role="region"][aria-label="${name}"]`);

/** The grid's scrolling box, scrolled to its far right, as a user looking for the last columns. */
async function scrollToEnd(page: Page, name: string): Promise<Locator> {
  const box = gridBox(page, name);
  const moved = await box.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  // the grid is wider than its box at 1280 px: the test is about what stays in view while it scrolls
  expect(moved, `${name} scrolls sideways`).toBeGreaterThan(0);
  return box;
}

async function demoVendorId(): Promise<number> {
  const db = openE2eDb();
  try {
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow();
    return vendor.id;
  } finally {
    await db.destroy();
  }
}

test("a vendor's Users: the name, Send password link and Disable in view at 1280 px", async ({ browser }) => {
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  try {
    await page.goto(`/staff/vendors/${await demoVendorId()}`);
    const grid = gridOf(page, 'Users');
    const row = gridRowsOf(grid)
      .filter({ has: page.getByRole('button', { name: /^Disable / }) })
      .first();
    await expect(row).toBeVisible();
    const box = gridBox(page, 'Users');
    await expectWholeInView(row.locator('td').first(), 'the name', box);
    await expectWholeInView(
      row.getByRole('button', { name: /^Send password link to / }),
      'Send password link',
      box,
    );
    await expectWholeInView(row.getByRole('button', { name: /^Disable / }), 'Disable', box);
    await scrollToEnd(page, 'Users');
    await expectWholeInView(row.locator('td').first(), 'the name, scrolled', box);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('QuickPay requests: Fee, amount, Pay date, Mark paid and Decline in view at 1280 px, the invoice # kept', async ({
  browser,
}) => {
  const { page, context } = await openStaffPage(browser, 'accounts_payable');
  try {
    await page.goto('/staff/quick-pay');
    const grid = gridOf(page, 'QuickPay requests');
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const row = gridRowsOf(grid)
      .filter({ has: page.getByRole('button', { name: /^Mark paid/ }) })
      .first();
    await expect(row).toBeVisible();
    const box = gridBox(page, 'QuickPay requests');
    for (const column of ['Invoice #', 'Vendor', 'Fee', 'QuickPay amount', 'Pay date'])
      await expectWholeInView(headerOf(grid, column), column, box);
    await expectWholeInView(row.getByRole('button', { name: /^Mark paid/ }), 'Mark paid', box);
    await expectWholeInView(row.getByRole('button', { name: /^Decline/ }), 'Decline', box);
    await scrollToEnd(page, 'QuickPay requests');
    await expectWholeInView(row.locator('td').first(), 'the invoice #, scrolled', box);
    await expectWholeInView(row.getByRole('button', { name: /^Decline/ }), 'Decline, scrolled', box);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('API clients: New secret and Revoke in view at 1280 px, the name kept; the audit log shows Before and After', async ({
  browser,
}) => {
  const { page, context } = await openStaffPage(browser, 'administrator');
  try {
    await page.goto('/staff/integrations');
    const grid = gridOf(page, 'API clients');
    const row = gridRowsOf(grid)
      .filter({ has: page.getByRole('button', { name: /^Revoke / }) })
      .first();
    await expect(row).toBeVisible();
    const box = gridBox(page, 'API clients');
    await expectWholeInView(row.locator('td').first(), 'the name', box);
    await expectWholeInView(row.getByRole('button', { name: /^New secret for / }), 'New secret', box);
    await expectWholeInView(row.getByRole('button', { name: /^Revoke / }), 'Revoke', box);
    await scrollToEnd(page, 'API clients');
    await expectWholeInView(row.locator('td').first(), 'the name, scrolled', box);

    await page.goto('/staff/audit');
    const audit = gridOf(page, 'Audit log');
    await expect(audit).toHaveAttribute('aria-busy', 'false');
    const auditBox = gridBox(page, 'Audit log');
    for (const column of ['When', 'Action', 'Before', 'After'])
      await expectWholeInView(headerOf(audit, column), column, auditBox);
    await scrollToEnd(page, 'Audit log');
    for (const column of ['When', 'Action'])
      await expectWholeInView(headerOf(audit, column), `${column}, scrolled`, auditBox);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('at 375 px the side menu folds behind a Menu button, which opens it and closes as a page is chosen', async ({
  browser,
}) => {
  const { page, context } = await openStaffPage(browser, 'administrator', { width: 375, height: 740 });
  try {
    await page.goto('/staff/quick-pay');
    const heading = page.getByRole('heading', { level: 1, name: 'QuickPay' });
    await expect(heading).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Staff console' });
    // the page, not the menu's ten entries, fills the first screen
    await expect(menu).toBeHidden();
    await expect(heading).toBeInViewport();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/staff\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});
