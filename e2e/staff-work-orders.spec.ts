// The staff console's Work orders screen in Chromium against the real server (issue 18, decision 061):
// a Vendor manager finds a demo work order and opens it (its sections as its vendor sees them, its
// history); makes a work order with a crew line for the demo vendor and sees it in the demo vendor's
// own work-order list in a second browser context; reassigns it to the other demo vendor and sees it
// gone from that list. Axe scans of the list, the page and the form at 1280 and 375 px wide, which
// do not scroll sideways at 375.
import type { Page } from '@playwright/test';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, signIn, test } from './fixtures.ts';
import { gridOf, gridRowsOf } from './grid-helpers.ts';
import { openStaffPage } from './staff-session.ts';
import { searchStaffWorkOrdersCall } from '@vp/contracts';

const DEMO_VENDOR = 'Northwind Mechanical LLC';
const OTHER_VENDOR = 'Bluebird HVAC Services';

/** A field's label as written, with or without the required mark. */
const exactly = (label: string) => new RegExp(`^${label}[\\s*\u2009]*$`);

async function pickVendor(page: Page, label: string, name: string) {
  // the box, not its list of choices, which carries the same label while it is open
  const box = page.getByRole('combobox', { name: exactly(label) });
  await box.fill(name.split(' ')[0]!);
  // the choices are redrawn when the typed name's matches arrive; a click that lands as they are
  // replaced picks nothing, as a vendor's would, who then clicks again
  await expect(async () => {
    if ((await box.inputValue()) !== name) await page.getByRole('option', { name }).click({ timeout: 5_000 });
    await expect(box).toHaveValue(name, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function chooseFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

/** The newest work order's number, from the console's own search call (the page's cookie). */
async function firstOrder(page: Page): Promise<number> {
  if (!page.url().includes('/staff/')) await page.goto('/staff/work-orders');
  // the page's function runs in the browser: the path goes in as its argument
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    return ((await res.json()) as { items: { ordNum: number }[] }).items[0]!.ordNum;
  }, `${searchStaffWorkOrdersCall.path}?limit=25`);
}

/** The demo vendor's own work-order list, searched for `po` over a wide onsite range. */
async function vendorFinds(page: Page, po: string): Promise<number> {
  await page.goto('/work-order/list-work-orders');
  const begin = page.getByLabel('Onsite Begin Date');
  await begin.fill((await begin.getAttribute('min')) ?? '');
  const end = page.getByLabel('Onsite End Date');
  const max = await end.getAttribute('max');
  if (max) await end.fill(max);
  await page.getByLabel('PO #').fill(po);
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await expect(button).toBeEnabled();
  return page.getByRole('link', { name: po, exact: true }).count();
}

test('a Vendor manager finds and opens a demo order, makes one for the demo vendor, and reassigns it away', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  await page.goto('/staff/work-orders');
  await expect(page.getByRole('heading', { name: 'Work orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Work orders' })).toBeVisible();
  const grid = gridOf(page, 'Work orders found');
  await expect(gridRowsOf(grid).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // find a demo order of the demo vendor by its PO number, and open it
  await pickVendor(page, 'Vendor', DEMO_VENDOR);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toContainText('found');
  const demoPo = (await gridRowsOf(grid).first().getByRole('link').innerText()).trim();
  await page.getByLabel(exactly('PO number')).fill(demoPo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(gridRowsOf(grid)).toHaveCount(1);
  await gridRowsOf(grid).first().getByRole('link', { name: demoPo }).click();
  await expect(page.getByRole('heading', { name: `Work order ${demoPo}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `As ${DEMO_VENDOR} sees it` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work Order Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // a new work order with one crew line for the demo vendor
  await page.goto('/staff/work-orders/new');
  await expect(page.getByRole('heading', { name: 'New work order' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByText('Enter the PO number.')).toBeVisible();
  const po = `STAFF-E2E-${Date.now() % 1_000_000}`;
  await page.getByLabel(exactly('PO number')).fill(po);
  await chooseFirst(page, 'Client');
  await chooseFirst(page, 'Store');
  await pickVendor(page, 'Vendor', DEMO_VENDOR);
  await page.getByLabel(exactly('Category')).fill('Plumbing');
  await page.getByLabel(exactly('Order type')).fill('Repair');
  await page.getByLabel('Scope of work').fill('Fix the leaking tap in the back room.');
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByRole('heading', { name: `Work order ${po}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `As ${DEMO_VENDOR} sees it` })).toBeVisible();
  await expect(page.getByText('Fix the leaking tap in the back room.').first()).toBeVisible();
  // its History says what happened in words, one line for the creation (issue 38 point 8) and one
  // for the crew line it dispatched (the activity timeline, decision 119)
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Work order created');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Dispatched');
  await expect(history).not.toContainText('{');
  await expect(page.getByText('No documents uploaded for this work order.')).toBeVisible();

  // a document the vendor uploaded shows in the order's Documents section (issue 38 point 8)
  const ordNum = Number(new URL(page.url()).pathname.split('/').pop());
  const db = openE2eDb();
  try {
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('company', '=', DEMO_VENDOR)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_documents')
      .values({
        ord_num: ordNum,
        vendor_id: vendor.id,
        type_code: 'General',
        file_name: `${po}-before-photos.pdf`,
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 9,
        blob_key: `order-documents/vendor-${vendor.id}/${po}.pdf`,
        input_by: 'Pat Vendor',
      })
      .execute();
  } finally {
    await db.destroy();
  }
  await page.reload();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: `${po}-before-photos.pdf` })).toBeVisible();
  await expect(documents).toContainText('Pending approval');
  await expect(documents).toContainText(DEMO_VENDOR);

  // the demo vendor sees it in its own list, in a browser of its own
  const vendorContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    timezoneId: 'America/New_York',
  });
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage);
  expect(await vendorFinds(vendorPage, po)).toBe(1);

  // reassigned to the other demo vendor, it leaves the demo vendor's list
  await page.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog', { name: `Reassign work order ${po}` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pickVendor(page, 'New vendor', OTHER_VENDOR);
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `As ${OTHER_VENDOR} sees it` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Work order reassigned');
  expect(await vendorFinds(vendorPage, po)).toBe(0);

  await vendorContext.close();
  await context.close();
});

test('an edit made on an old version is refused with the typed values kept', async ({ browser }) => {
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  const ordNum = await firstOrder(page);
  await page.goto(`/staff/work-orders/${ordNum}/edit`);
  await expect(page.getByRole('heading', { name: /^Edit work order/ })).toBeVisible();
  await page.getByLabel('Priority').fill('Urgent (first)');
  // someone else saves a change meanwhile (the same form, another tab)
  const other = await context.newPage();
  await other.goto(`/staff/work-orders/${ordNum}/edit`);
  await other.getByLabel('Priority').fill('Later (second)');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('heading', { name: /^Work order / })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Someone else changed this work order');
  await expect(page.getByLabel('Priority')).toHaveValue('Urgent (first)');
  await context.close();
});

test('at 375 px the list, a work order and the form fit and pass axe', async ({ browser }) => {
  const { page, context } = await openStaffPage(browser, 'vendor_manager', { width: 375, height: 800 });
  await page.goto('/staff/work-orders');
  await expect(page.getByRole('heading', { name: 'Work orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('found');
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  const ordNum = await firstOrder(page);
  await page.goto(`/staff/work-orders/${ordNum}`);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/staff/work-orders/new');
  await expect(page.getByRole('heading', { name: 'New work order' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
