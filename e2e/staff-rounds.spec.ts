// The staff console's announcement rounds in Chromium against the real server (issue 18 point 2,
// decision 062): a Vendor manager composes a round (an order found by its PO #, vendors by trade and
// zip coverage, an unsubscribed one shown as skipped) for the demo vendor and sends it; the accept link
// of the e-mail, opened in a browser context of its own, makes the answer appear on the round's page
// without a reload; the order is then awarded to the demo vendor. Axe scans of the three screens at
// 1280 and 375 px, with no sideways scroll at 375.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCEPT_THANK_YOU } from '@vp/contracts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';
import { mailedLink, outboxTime } from './mail.ts';
import { openStaffPage } from './staff-session.ts';

/**
 * An order of another vendor than the demo one (its crew line's), a vendor of the same trade and zip
 * that unsubscribed, and the address the demo vendor's round mail goes to: the first of its contact
 * e-mails as they are now (company-profile.spec.ts changes them, in whatever order the specs run).
 */
async function prepare() {
  const db = openE2eDb();
  try {
    const demo = await db
      .selectFrom('vendors')
      .select('contact_email')
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow();
    const demoEmail = (demo.contact_email ?? '').split(';')[0]!.trim();
    const order = await db
      .selectFrom('orders as o')
      .innerJoin('crew_details as cd', 'cd.ord_num', 'o.ord_num')
      .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
      .select(['o.po_num as poNum', 'v.company'])
      .where('v.vendor_num', '<>', DEMO_VENDOR_NUM)
      .orderBy('o.ord_num')
      .executeTakeFirstOrThrow();
    const { max } = await db
      .selectFrom('vendors')
      .select((eb) => eb.fn.max('vendor_num').as('max'))
      .executeTakeFirstOrThrow();
    const vendorNum = Math.max(Number(max ?? 0), 30_000) + 1;
    const gone = await db
      .insertInto('vendors')
      .values({
        vendor_num: vendorNum,
        company: `Quiet Cold ${randomBytes(2).toString('hex')} LLC`,
        contact_email: `quiet-${vendorNum}@vendor.example`,
      })
      .returning(['id', 'company'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_trades')
      .values({ vendor_id: gone.id, trade_code: 'Refrigeration' })
      .execute();
    await db.insertInto('vendor_zips').values({ vendor_id: gone.id, zip_code: '12207' }).execute();
    await db.insertInto('announcement_unsubscriptions').values({ vendor_id: gone.id }).execute();
    return { order, skipped: gone.company, demoEmail };
  } finally {
    await db.destroy();
  }
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('announcement rounds in the staff console', () => {
  test.describe.configure({ timeout: 90_000 });

  test('compose, send, see the answer arrive live, award', async ({ browser }) => {
    const { order, skipped, demoEmail } = await prepare();
    const { page, context } = await openStaffPage(browser, 'vendor_manager');

    // the list, from the menu
    await page.goto('/staff');
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Announcement rounds' })
      .click();
    await expect(page.getByRole('heading', { name: 'Announcement rounds' })).toBeVisible();
    await expect(page).toHaveTitle(/Announcement rounds/);
    await expectAccessible(page);

    // compose: the order by its PO #, the vendors by trade and zip
    await page.getByRole('link', { name: 'New round' }).click();
    await expect(page.getByRole('heading', { name: 'New announcement round' })).toBeVisible();
    await page.getByLabel('Find orders by PO #, store or city').fill(order.poNum);
    await page.getByRole('button', { name: `Add PO ${order.poNum}` }).click();
    await expect(page.getByText('Orders in this round: 1')).toBeVisible();
    await page.getByLabel('Trade').selectOption('Refrigeration');
    await page.getByLabel('Zip code covered').fill('12207');
    const grid = page.getByRole('table', { name: 'Matching vendors' });
    await expect(grid.getByRole('row', { name: /Northwind Mechanical LLC/ })).toContainText(
      'Will be e-mailed',
    );
    await expect(grid.getByRole('row', { name: new RegExp(skipped) })).toContainText('Skipped: unsubscribed');
    await expect(page.getByTestId('round-match-count')).toHaveText(
      '2 vendors match: 1 will be e-mailed, 1 skipped.',
    );
    // the button comes on once the matching list is in (axe reads a colour mid-change as low contrast)
    await expect(page.getByRole('button', { name: 'Send round' })).toBeEnabled();
    await expect(page.getByText('Sends 1 order to 1 vendor.')).toBeVisible();
    await expectAccessible(page);

    const sentAt = outboxTime(new Date(Date.now() - 1000));
    await page.getByRole('button', { name: 'Send round' }).click();
    // it asks first (issue 38 point 11): Cancel sends nothing
    const confirmSend = page.getByRole('alertdialog', { name: 'Send round' });
    await expect(confirmSend).toContainText(`PO ${order.poNum}`);
    await expect(confirmSend).toContainText('to 1 vendor now?');
    await confirmSend.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmSend).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/rounds\/new$/);
    await page.getByRole('button', { name: 'Send round' }).click();
    await confirmSend.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/staff\/rounds\/\d+$/);
    const round = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: `Round ${round}` })).toBeVisible();
    const answers = page.getByRole('table', { name: 'Vendors and their answers' });
    const demoRow = answers.getByRole('row', { name: /Northwind Mechanical LLC/ });
    await expect(demoRow).toContainText('No answer yet');
    await expect(answers.getByRole('row', { name: new RegExp(skipped) })).toContainText(
      'Skipped: unsubscribed',
    );
    await expect(page.getByTestId('round-order')).toContainText(`assigned to ${order.company}`);

    // the demo vendor accepts through the e-mailed link, in a browser of its own
    const link = await mailedLink(demoEmail, '/thank-you', sentAt);
    const vendorContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    const vendorPage = await vendorContext.newPage();
    await vendorPage.goto(link);
    await expect(vendorPage.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    await vendorContext.close();

    // the console shows it without a reload
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++;
    });
    await expect(demoRow).toContainText('Accepted', { timeout: 15_000 });
    await expect(page.getByTestId('round-answer-counts')).toContainText('1 accepted');
    expect(reloads).toBe(0);
    await expectAccessible(page);

    // award the order to the demo vendor
    await demoRow.getByRole('button', { name: 'Award to Northwind Mechanical LLC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Award to Northwind Mechanical LLC' });
    await expect(dialog).toContainText(`${order.company} will no longer see it`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Award' }).click();
    await expect(page.getByText('The order was awarded to Northwind Mechanical LLC.')).toBeVisible();
    await expect(page.getByTestId('round-order')).toContainText('assigned to Northwind Mechanical LLC');
    // and the awarded vendor is told by e-mail (issue 38 point 11)
    expect(await mailedLink(demoEmail, '/list-work-orders', sentAt)).toBe('/list-work-orders');

    // the list counts the answer
    await page.getByRole('link', { name: 'Back to the announcement rounds' }).click();
    const listed = page.getByRole('table', { name: 'Announcement rounds' }).getByRole('row', {
      name: new RegExp(order.poNum),
    });
    await expect(listed).toContainText(`Round ${round}`);
    await expectAccessible(page);
    await context.close();
  });
});

test('a Read-only member sees the rounds but neither sends nor awards', async ({ browser }) => {
  const { page, context } = await openStaffPage(browser, 'read_only');
  await page.goto('/staff/rounds');
  await expect(page.getByRole('heading', { name: 'Announcement rounds' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New round' })).toHaveCount(0);
  await page.goto('/staff/rounds/new');
  await expect(page.getByText('only Vendor managers and Administrators send rounds')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send round' })).toHaveCount(0);
  await page.goto('/staff/rounds/2147483000');
  await expect(page.getByText('There is no announcement round with this number.')).toBeVisible();
  await context.close();
});

test("a vendor's pages never download the rounds' chunks", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(scripts.filter((url) => /round-page|round-compose-page|rounds-list-page/.test(url))).toEqual([]);
});
