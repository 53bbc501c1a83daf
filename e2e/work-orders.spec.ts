// The List of Work Orders in Chromium against the real server and the demo data (vendor #10001, 450
// orders over the last ~200 days): search, the unique-value filter, sorting, PO prints, the Excel
// export, the Mobile Guest IVR setting, the account-manager drawer, a 375 px phone and an axe scan.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DOWNLOAD_WILL_BEGIN, EMPTY_GRID_TEXT, GUEST_IVR_UPDATED } from '@vp/contracts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openFilters } from './grid-helpers.ts';
import { expect, signIn, test } from './fixtures.ts';

const LIST_WORK_ORDERS = '/work-order/list-work-orders';

const grid = (page: Page) => page.getByRole('table', { name: 'Work orders' });
/** Body rows actually drawn (the virtualizer's spacer rows are aria-hidden). */
const gridRows = (page: Page) => grid(page).locator('tbody tr:not([aria-hidden="true"])');
/** A column's header cell, found by its sort button (the cell's own name includes 'Filter …'). */
const header = (page: Page, name: string) =>
  grid(page)
    .locator('thead th')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

async function openList(page: Page) {
  await page.goto(LIST_WORK_ORDERS);
  await expect(page.getByRole('heading', { level: 1, name: 'List of Work Orders' })).toBeVisible();
  // the page opens with a search over the default filters
  await expect(gridRows(page).first().getByRole('link').first()).toBeVisible();
}

/** The visible text of one column in the drawn rows, top to bottom. */
async function columnTexts(page: Page, column: string): Promise<string[]> {
  const headers = await grid(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === column);
  expect(index, `column ${column}`).toBeGreaterThan(-1);
  return gridRows(page).evaluateAll(
    (rows, i) => rows.map((row) => (row.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    index,
  );
}

const amount = (money: string) => Number(money.replace(/[$,]/g, ''));

async function widenToOneYear(page: Page) {
  const begin = page.getByLabel('Onsite Begin Date');
  await begin.fill((await begin.getAttribute('min')) ?? '');
  const end = page.getByLabel('Onsite End Date');
  const today = new Date();
  const later = new Date(today.getFullYear(), today.getMonth() + 2, today.getDate());
  await end.fill(
    `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`,
  );
}

async function search(page: Page) {
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await expect(button).toBeEnabled();
}

async function checkboxOf(row: Locator) {
  return row.getByRole('checkbox');
}

test.describe('List of Work Orders', () => {
  test('searches by PO #, shows the columns, and finds nothing for an unknown PO', async ({
    signedInPage: page,
  }) => {
    // nine columns show by default where they fit (a narrower window leaves out Address: layouts.spec.ts)
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page);
    // the spec's thirteen columns, in its order, are in the column chooser; nine show by default
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooserNames = await page
      .getByRole('dialog', { name: 'Columns of Work orders' })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));
    expect(chooserNames).toEqual([
      'PO',
      'Client',
      'Store Number',
      'Location Name',
      'Address',
      'Category',
      'Order Type',
      'NTE',
      'WO Status',
      'Client PO',
      'Account Manager',
      'Work Date',
      'Documents',
    ]);
    await page.keyboard.press('Escape');
    await expect(grid(page).locator('thead th')).toHaveText([
      '',
      'PO',
      'Client',
      'Store Number',
      'Address',
      'NTE',
      'WO Status',
      'Account Manager',
      'Work Date',
      'Documents',
    ]);
    // default sort: Work Date descending
    await expect(header(page, 'Work Date')).toHaveAttribute('aria-sort', 'descending');
    const dates = (await columnTexts(page, 'Work Date')).map((text) => {
      const [, mm, dd, yyyy, hh, min, ampm] =
        /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) (AM|PM)$/.exec(text) ?? [];
      expect(mm, `Work Date ${text} reads MM/DD/YYYY hh:mm A`).toBeTruthy();
      const hour24 = (Number(hh) % 12) + (ampm === 'PM' ? 12 : 0);
      return new Date(Number(yyyy), Number(mm) - 1, Number(dd), hour24, Number(min)).getTime();
    });
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const nte of await columnTexts(page, 'NTE')) expect(nte).toMatch(/^\$[\d,]+\.\d\d$/);

    const firstRow = gridRows(page).first();
    const po = (await firstRow.getByRole('link').first().innerText()).trim();
    const poLink = firstRow.getByRole('link', { name: po, exact: true });
    await expect(poLink).toHaveAttribute('target', '_blank');
    await expect(poLink).toHaveAttribute('rel', /noopener/);
    await expect(poLink).toHaveAttribute('href', /^\/work-order\/work-order-details\/\d+\/\d+\/\d+$/);
    const address = firstRow.locator('td').nth(4).getByRole('link');
    await expect(address).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(address).toHaveAttribute('target', '_blank');

    await page.getByLabel('PO #').fill(po);
    await search(page);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page).first().getByRole('link', { name: po, exact: true })).toBeVisible();

    await page.getByLabel('PO #').fill('NO-SUCH-PO');
    await search(page);
    await expect(grid(page).getByText(EMPTY_GRID_TEXT)).toBeVisible();
    // centred in the part of the grid the user sees, not in its whole scroll width (issue 15)
    const box = await grid(page).locator('xpath=..').boundingBox();
    const text = await grid(page).getByText(EMPTY_GRID_TEXT).boundingBox();
    expect(box && text).toBeTruthy();
    if (box && text) {
      const centre = text.x + text.width / 2;
      expect(Math.abs(centre - (box.x + box.width / 2))).toBeLessThan(box.width / 10);
    }
    await expect(page.getByRole('button', { name: 'Export all POs to Excel' })).toBeDisabled();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('PO #')).toHaveValue('');
    // and the grid shows the default filters' orders again, not the last search's (issue 38 point 5)
    await expect(grid(page).getByText(EMPTY_GRID_TEXT)).toHaveCount(0);
    await expect(gridRows(page).first().getByRole('link', { name: po, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export all POs to Excel' })).toBeEnabled();
  });

  test('checks the onsite dates before searching', async ({ signedInPage: page }) => {
    await openList(page);
    const begin = page.getByLabel('Onsite Begin Date');
    const end = page.getByLabel('Onsite End Date');
    await expect(begin).toHaveAttribute('min', /^\d{4}-\d\d-\d\d$/);
    await end.fill((await begin.inputValue()).replace(/^(\d{4})/, (y) => String(Number(y) - 1)));
    await expect(page.getByText('End Date must be greater than Start Date')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await begin.fill('');
    await expect(page.getByText('Onsite Begin Date is required')).toBeVisible();
  });

  test('filters a column by one unique value and sorts descending then ascending', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    await widenToOneYear(page);
    await search(page);

    await page.getByRole('button', { name: 'Filter WO Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter WO Status' });
    const values = dialog.getByRole('group', { name: 'Values of WO Status' });
    const firstValue = values.getByRole('checkbox').first();
    const label = (await values.locator('label').first().innerText()).trim();
    const [, status, count] = /^(.*) \((\d+)\)$/.exec(label) ?? [];
    expect(status).toBeTruthy();
    await firstValue.check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(new RegExp(`^1–${count} of ${count}$`))).toBeVisible();
    for (const text of await columnTexts(page, 'WO Status')) expect(text).toBe(status);

    const nte = header(page, 'NTE');
    await nte.getByRole('button', { name: 'NTE', exact: true }).click();
    await expect(nte).toHaveAttribute('aria-sort', 'descending');
    const down = (await columnTexts(page, 'NTE')).map(amount);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await nte.getByRole('button', { name: 'NTE', exact: true }).click();
    await expect(nte).toHaveAttribute('aria-sort', 'ascending');
    const up = (await columnTexts(page, 'NTE')).map(amount);
    expect(up).toEqual([...up].sort((a, b) => a - b));
  });

  test('downloads the PDF of three selected orders and exports the rows to Excel', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    const download = page.getByRole('button', { name: 'Download Selected POs' });
    const email = page.getByRole('button', { name: 'Email Selected POs' });
    await expect(download).toBeDisabled();
    await expect(email).toBeDisabled();

    for (let i = 0; i < 3; i++) await (await checkboxOf(gridRows(page).nth(i))).check();
    await expect(page.getByText('3 rows selected')).toBeVisible();
    await expect(download).toBeEnabled();
    // the header box: a dash for some rows, a tick (and no dash) for all (issue 15)
    const selectAll = grid(page).getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toBeChecked({ indeterminate: true });
    await selectAll.check();
    await expect(selectAll).toBeChecked();
    expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
    await selectAll.uncheck();
    for (let i = 0; i < 3; i++) await (await checkboxOf(gridRows(page).nth(i))).check();

    const pdfDownload = page.waitForEvent('download');
    await download.click();
    await expect(page.getByText(DOWNLOAD_WILL_BEGIN)).toBeVisible();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^purchase-orders-.+\.pdf$/);
    const pdfBytes = await readFile((await pdf.path()) as string);
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all POs to Excel' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsxBytes = await readFile((await xlsx.path()) as string);
    // an .xlsx is a zip archive
    expect(xlsxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('e-mails the selected orders and opens the account manager drawer', async ({ signedInPage: page }) => {
    await openList(page);
    await (await checkboxOf(gridRows(page).first())).check();
    await page.getByRole('button', { name: 'Email Selected POs' }).click();
    await expect(page.getByText('Email will be sent to you shortly.')).toBeVisible();

    // the Account Manager's cell, by its header (the default columns depend on the window's width)
    const at = (await grid(page).locator('thead th').allInnerTexts()).findIndex(
      (text) => text.trim() === 'Account Manager',
    );
    const row = gridRows(page)
      .filter({ has: page.locator(`td:nth-child(${at + 1}) button`) })
      .first();
    const po = (await row.getByRole('link').first().innerText()).trim();
    const manager = row.locator('td').nth(at).getByRole('button');
    const name = (await manager.innerText()).trim();
    await manager.click();
    const drawer = page.getByRole('dialog', { name: 'Account Manager' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(name)).toBeVisible();
    // measured once the slide-in transition has settled (mid-animation it reads 299.99…)
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    await expect(drawer.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(
        `^mailto:.+\\?subject=${encodeURIComponent(`PO # ${po}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    );
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the Mobile Guest IVR setting survives a reload', async ({ signedInPage: page }) => {
    await openList(page);
    const allow = page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' });
    await expect(allow).toBeEnabled();
    await expect(page.getByLabel('Vendor ID')).toHaveValue('10001');
    await expect(page.getByText(/any user may check into any work order with a valid PO #/)).toBeVisible();
    const before = await allow.isChecked();

    await allow.setChecked(!before);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(GUEST_IVR_UPDATED)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' })).toBeChecked({
      checked: !before,
    });

    // leave the demo vendor as it was
    await page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' }).setChecked(before);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(GUEST_IVR_UPDATED).first()).toBeVisible();
  });

  test('is keyboard reachable and passes an axe scan with rows', async ({ signedInPage: page }) => {
    await openList(page);
    expect(await seriousViolations(page)).toEqual([]);

    // the filter button opens the list from the keyboard, and Escape closes it
    const filterClient = page.getByRole('button', { name: 'Filter Client', exact: true });
    await filterClient.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter Client' });
    await expect(dialog.getByRole('textbox', { name: 'Search values' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(filterClient).toBeFocused();
    // sorting by keyboard
    await header(page, 'Client').getByRole('button', { name: 'Client', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(header(page, 'Client')).toHaveAttribute('aria-sort', 'descending');
  });

  test('at 1440 px the common columns fit beside the menu, and the grid ends on screen', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page);
    const box = page.getByRole('region', { name: 'Work orders' });
    // the box (and so any horizontal scrollbar of it) ends inside the window
    await expect
      .poll(async () => {
        const bounds = (await box.boundingBox())!;
        return bounds.y + bounds.height;
      })
      .toBeLessThanOrEqual(900);
    // NTE, WO Status, Account Manager and Work Date are in view without scrolling sideways (they were not)
    const right = await box.evaluate((el) => el.getBoundingClientRect().right);
    for (const name of ['PO', 'NTE', 'WO Status', 'Account Manager', 'Work Date']) {
      const bounds = (await header(page, name).boundingBox())!;
      expect(bounds.x + bounds.width, name).toBeLessThanOrEqual(right + 1);
    }
  });

  test('the column chooser shows, hides and reorders columns, kept after signing out and in', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page);
    const headers = () =>
      grid(page)
        .locator('thead th')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
    const chooser = page.getByRole('dialog', { name: 'Columns of Work orders' });
    await page.getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('checkbox', { name: 'Client PO' }).check();
    await chooser.getByRole('checkbox', { name: 'Documents' }).uncheck();
    for (let i = 0; i < 3; i++) await chooser.getByRole('button', { name: 'Move Work Date up' }).click();
    await page.keyboard.press('Escape');
    const chosen = await headers();
    expect(chosen).toContain('Client PO');
    expect(chosen).not.toContain('Documents');
    expect(chosen.indexOf('Work Date')).toBeLessThan(chosen.indexOf('Account Manager'));

    await page.reload();
    await openList(page);
    expect(await headers()).toEqual(chosen);

    // signed out and in again on this browser: the same columns
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await signIn(page);
    await openList(page);
    expect(await headers()).toEqual(chosen);

    // Reset brings the default columns back
    await page.getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('button', { name: 'Reset' }).click();
    await page.keyboard.press('Escape');
    expect(await headers()).not.toContain('Client PO');
    expect(await headers()).toContain('Documents');
  });

  test('at 375 px the orders are cards, the filters and the IVR panel fold, and the page fits', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(LIST_WORK_ORDERS);
    const cards = page.getByRole('list', { name: 'Work orders' }).getByRole('listitem');
    // the first card is on the first screen (the panel and the filters took two screens before)
    await expect(cards.first()).toBeVisible();
    expect((await cards.first().boundingBox())!.y).toBeLessThan(812);
    await expect(page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' })).toBeHidden();
    await page.getByRole('button', { name: 'Mobile Guest IVR Setting' }).click();
    await expect(page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' })).toBeVisible();

    // a card's PO opens the order, as the grid's does
    const po = (await cards.first().getByRole('link').first().textContent())!.trim();
    const [details] = await Promise.all([
      page.waitForEvent('popup'),
      cards.first().getByRole('link', { name: po }).click(),
    ]);
    await expect(details).toHaveURL(/\/work-order\/work-order-details\//);
    await details.close();

    // the filters are behind a button, and searching folds them again
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeHidden();
    await openFilters(page);
    await expect(search).toBeVisible();
    await page.getByRole('textbox', { name: 'PO #' }).fill(po);
    await search.click();
    await expect(search).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(po);

    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
