// The console's QuickPay screen in Chromium against the real server (issue 18 point 2, decision 060):
// the demo vendor's open QuickPay requests (from the demo data) are listed by status and vendor; an
// Accounts payable member marks one paid and declines another with a reason; the vendor, in a browser
// context of its own, sees the paid invoice Paid with its check number in Invoices and the reason in
// its QuickPay list; the fees earned this month are shown; a read-only member sees no answer buttons;
// axe scans and no sideways scroll at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { DEMO_EMAIL } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { columnTexts, gridOf, gridRowsOf, money } from './grid-helpers.ts';
import { openStaffPage } from './staff-session.ts';
import { toast } from './toasts.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type OpenRequest = { invoiceNum: string; receivedDate: string; vendorNum: number };

/** The demo vendor's two latest open requests (the console's grid shows them first). */
async function openRequests(): Promise<OpenRequest[]> {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('invoices as i')
      .innerJoin('vendors as v', 'v.id', 'i.vendor_id')
      .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
      .select(['i.invoice_num as invoiceNum', 'i.received_date as receivedDate', 'v.vendor_num as vendorNum'])
      .where(sql<boolean>`i.vendor_id = (select vendor_id from users where email = ${DEMO_EMAIL})`)
      .where('i.qp_source', 'is not', null)
      .where('i.qp_decision', 'is', null)
      .where('s.paid', '=', false)
      .orderBy('i.qp_chosen_at', 'desc')
      .orderBy('i.inv_seq', 'desc')
      .limit(2)
      .execute();
  } finally {
    await db.destroy();
  }
}

const requestsGrid = (page: Page) => gridOf(page, 'QuickPay requests');

async function openQuickPay(page: Page, vendorNum?: number) {
  await page.goto('/staff/quick-pay');
  await expect(page.getByRole('heading', { level: 1, name: 'QuickPay' })).toBeVisible();
  if (vendorNum !== undefined) {
    await page.getByLabel('Vendor', { exact: true }).fill(String(vendorNum));
    await page.getByRole('button', { name: 'Search' }).click();
  }
  // the answer of the last search, not the rows of the first one still drawn
  await expect(requestsGrid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(gridRowsOf(requestsGrid(page)).first()).toBeVisible();
}

test('Accounts payable marks one request paid and declines another; the vendor sees both', async ({
  browser,
  signedInPage: vendorPage,
}) => {
  const [toPay, toDecline] = await openRequests();
  expect(toPay, 'the demo data has open QuickPay requests').toBeDefined();
  expect(toDecline).toBeDefined();
  const staff = await openStaffPage(browser, 'accounts_payable');
  const page = staff.page;
  // the console lands Accounts payable on QuickPay, where it can act (issue 38 point 11)
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/quick-pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'QuickPay' })).toBeVisible();
  await openQuickPay(page, toPay!.vendorNum);
  await expect(page.getByRole('link', { name: 'QuickPay' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Requested');
  for (const state of await columnTexts(requestsGrid(page), 'QuickPay')) expect(state).toBe('Requested');
  for (const vendor of await columnTexts(requestsGrid(page), 'Vendor'))
    expect(vendor).toMatch(new RegExp(`^${toPay!.vendorNum} `));
  for (const fee of await columnTexts(requestsGrid(page), 'Fee')) expect(fee).toMatch(money);
  expect(await seriousViolations(page)).toEqual([]);

  // mark one paid: the check number, today's date and the default amount
  await page.getByRole('button', { name: `Mark paid, invoice ${toPay!.invoiceNum}` }).click();
  const paidDialog = page.getByRole('dialog', { name: 'Mark QuickPay paid' });
  await expect(paidDialog).toBeVisible();
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paidDialog.getByText('Enter the check number.')).toBeVisible();
  await paidDialog.getByLabel('Check number').fill('E2E-QP-1');
  await expect(paidDialog.getByLabel('Amount paid (USD)')).toHaveValue(/^\d+\.\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(page, `QuickPay of invoice ${toPay!.invoiceNum} was marked paid.`)).toBeVisible();
  await expect(paidDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Mark paid, invoice ${toPay!.invoiceNum}` })).toHaveCount(0);

  // decline another with a reason the vendor reads
  const reason = 'The invoice is under review by the client; please wait for the due date.';
  await page.getByRole('button', { name: `Decline, invoice ${toDecline!.invoiceNum}` }).click();
  const declineDialog = page.getByRole('dialog', { name: 'Decline QuickPay' });
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(declineDialog.getByText('Enter the reason; the vendor reads it.')).toBeVisible();
  await declineDialog.getByLabel('Reason (the vendor sees it)').fill(reason);
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, `QuickPay of invoice ${toDecline!.invoiceNum} was declined.`)).toBeVisible();
  await expect(declineDialog).toBeHidden();

  // the answers under All, with the check and the reason
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  const rowOf = (invoiceNum: string) => gridRowsOf(requestsGrid(page)).filter({ hasText: invoiceNum });
  await expect(rowOf(toPay!.invoiceNum)).toContainText('Check E2E-QP-1');
  await expect(rowOf(toDecline!.invoiceNum)).toContainText(`Declined: ${reason}`);

  // the fees earned this month
  const monthName = new Date().toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  const months = gridOf(page, 'QuickPay fees per month');
  const thisMonth = gridRowsOf(months).filter({ hasText: monthName });
  await expect(thisMonth).toHaveCount(1);
  const texts = await thisMonth.locator('td').allInnerTexts();
  expect(Number(texts[1])).toBeGreaterThanOrEqual(1);
  expect(texts[2]).toMatch(money);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await staff.context.close();

  // the vendor, in its own context: the paid invoice is Paid with its check in Invoices
  await vendorPage.goto('/invoices/list-invoices');
  await expect(vendorPage.getByRole('heading', { level: 1, name: 'List of Invoices' })).toBeVisible();
  await vendorPage.getByLabel('Start Date').fill(toPay!.receivedDate);
  await vendorPage.getByLabel('End Date').fill(toPay!.receivedDate);
  await vendorPage.getByRole('textbox', { name: 'Invoice #' }).fill(toPay!.invoiceNum);
  await vendorPage.getByRole('button', { name: 'Search' }).click();
  const invoiceRow = gridRowsOf(gridOf(vendorPage, 'Invoices')).filter({ hasText: toPay!.invoiceNum });
  await expect(invoiceRow).toContainText('Paid');
  await expect(invoiceRow).toContainText('E2E-QP-1');

  // and the declined one shows the reason in its QuickPay list
  await vendorPage.goto('/quick-pay/list-quick-pay');
  await expect(vendorPage.getByRole('heading', { level: 1, name: 'List of QuickPay' })).toBeVisible();
  await vendorPage.getByLabel('Start Date').fill(toDecline!.receivedDate);
  await vendorPage.getByLabel('End Date').fill(toDecline!.receivedDate);
  await vendorPage.getByRole('button', { name: 'Search' }).click();
  const declinedRow = gridRowsOf(gridOf(vendorPage, 'List of QuickPay')).filter({
    hasText: toDecline!.invoiceNum,
  });
  await expect(declinedRow).toContainText(`Declined: ${reason}`);
});

test('a read-only member reads QuickPay without answer buttons; axe and a 375 px phone', async ({
  browser,
}) => {
  const reader = await openStaffPage(browser, 'read_only');
  await openQuickPay(reader.page);
  await expect(reader.page.getByText('You can read QuickPay here;')).toBeVisible();
  await expect(reader.page.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);
  await expect(reader.page.getByRole('heading', { name: 'Automatic opt-ins' })).toBeVisible();
  await expect(gridRowsOf(gridOf(reader.page, 'Automatic QuickPay by vendor')).first()).toBeVisible();
  expect(await seriousViolations(reader.page)).toEqual([]);
  await reader.context.close();

  // at 375 px the requests are cards
  const phone = await openStaffPage(browser, 'accounts_payable', { width: 375, height: 800 });
  await phone.page.goto('/staff/quick-pay');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'QuickPay' })).toBeVisible();
  await expect(
    phone.page.getByRole('list', { name: 'QuickPay requests' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await seriousViolations(phone.page)).toEqual([]);
  expect(await sidewaysScroll(phone.page)).toBeLessThanOrEqual(0);
  await phone.context.close();
});
