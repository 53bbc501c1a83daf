// The staff console's Vendors screen in Chromium against the real server (issue 18 point 2, decision
// 058): a vendor manager finds the demo vendor by number, name and ZIP code, opens its page, invites a
// user (the welcome e-mail reaches the outbox) and disables that user; a read-only member sees the page
// without the buttons, and Accounts payable sets only the QuickPay exclusion; axe scans of both screens
// at 1280 and 375 px, with no sideways scroll at 375.
import type { Page } from '@playwright/test';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { mailedLink } from './mail.ts';
import { openStaffPage } from './staff-session.ts';
import { expect, test } from './fixtures.ts';

const DEMO_COMPANY = 'Northwind Mechanical LLC';

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Vendor search' });
  await search.getByRole('textbox', { name: 'Search vendors' }).fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

test('a vendor manager finds the demo vendor, invites a user (welcome e-mail) and disables the user, then enables it again', async ({
  browser,
}) => {
  // a company note in rich text, as the vendor's editor writes it (with what the sanitiser drops)
  const db = openE2eDb();
  const noteText = `Gate code ${Date.now()}`;
  try {
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_notes')
      .values({
        vendor_id: vendor.id,
        input_by: 'Pat Vendor',
        note_type: 'General',
        notes: `<p><strong>${noteText}</strong> at the back door</p><img src="x" onerror="window.__noteRan = true">`,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  try {
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(/\/staff\/vendors$/);
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Vendors' });

    for (const text of [String(DEMO_VENDOR_NUM), 'northwind mech', '12207']) {
      await searchFor(page, text);
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
      await expect(grid.getByRole('link', { name: DEMO_COMPANY })).toBeVisible();
    }
    await searchFor(page, 'no vendor is called this');
    await expect(page.getByTestId('vendor-count')).toHaveText('No vendor matches this search.');
    await searchFor(page, 'northwind');
    expect(await seriousViolations(page)).toEqual([]);

    await grid.getByRole('link', { name: DEMO_COMPANY }).click();
    await expect(page.getByRole('heading', { name: DEMO_COMPANY, level: 1 })).toBeVisible();
    await expect(page.getByText(`Vendor number ${DEMO_VENDOR_NUM}`)).toBeVisible();
    for (const section of [
      'Status and QuickPay',
      'Users',
      'Profile',
      'Trades and ZIP codes',
      'Company notes',
      'Company documents',
      'Recent activity',
    ])
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    // company notes read as the vendor side shows them: the sanitised HTML, never its raw tags
    const notes = page.getByRole('list', { name: 'Company notes' });
    await expect(notes.locator('strong', { hasText: noteText })).toBeVisible();
    await expect(notes).toContainText(`${noteText} at the back door`);
    await expect(notes).not.toContainText('<p>');
    expect(await page.evaluate(() => (window as { __noteRan?: boolean }).__noteRan)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);

    // invite: bad input is named in the form, then the welcome e-mail arrives
    const email = `invited-${Date.now()}@northwind-mechanical.example`;
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('not an address');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Enter one e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill('Robin');
    await dialog.getByLabel('Last name').fill('Diaz');
    await dialog.getByLabel(/^Phone/).fill('518-555-0142');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} is invited`)).toBeVisible();
    expect(await mailedLink(email, '/auth/create-password')).toMatch(
      /^\/auth\/create-password\?email=.+&token=/,
    );
    const users = page.getByRole('table', { name: 'Users' });
    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invited, not signed in yet');

    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: `Disable ${email}` })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('User disabled');

    // and enabled again (issue 38 point 10)
    await row.getByRole('button', { name: `Enable ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(`${email} is enabled and can sign in again.`)).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: `Disable ${email}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('User enabled');
  } finally {
    await context.close();
  }
});

test('at 375 px both screens fit and pass axe; a read-only member sees no change buttons', async ({
  browser,
}) => {
  const { page, context } = await openStaffPage(browser, 'read_only', { width: 375, height: 800 });
  try {
    await page.goto('/staff/vendors?q=northwind');
    await expect(page.getByRole('link', { name: DEMO_COMPANY })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: DEMO_COMPANY }).click();
    await expect(page.getByRole('heading', { name: DEMO_COMPANY, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Make (in)?active/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /QuickPay/ })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/staff/vendors/2147483000');
    await expect(page.getByText('There is no vendor with this id.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('accounts payable excludes a vendor from QuickPay, and may change nothing else there', async ({
  browser,
}) => {
  const db = openE2eDb();
  const company = `Quillfeather Glass ${Date.now()}`;
  const vendor = await db
    .insertInto('vendors')
    .values({ vendor_num: 900000 + (Date.now() % 99999), company })
    .returning('id')
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  const { page, context } = await openStaffPage(browser, 'accounts_payable');
  try {
    await page.goto(`/staff/vendors/${vendor.id}`);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make inactive' })).toHaveCount(0);
    const status = page.getByRole('region', { name: 'Status and QuickPay' });
    await expect(status).toContainText('Allowed');
    await page.getByRole('button', { name: 'Exclude from QuickPay' }).click();
    await expect(status).toContainText('Excluded: the vendor cannot ask for QuickPay');
    await expect(page.getByRole('button', { name: 'Allow QuickPay' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      'Vendor changed (qpExclude)',
    );
  } finally {
    await context.close();
  }
});
