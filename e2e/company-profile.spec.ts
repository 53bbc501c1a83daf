// Company Profile in Chromium against the real server and the demo data: the profile edited and saved
// (and still there after a reload), the zip lookup, the paged city dropdown, an ACH vendor who sees the
// ACH message instead of the check block, a trade and a zip added and deleted, a note added and viewed,
// a company document uploaded, downloaded byte for byte and deleted; axe scans; a 375 px phone.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  COMPANY_DOCUMENT_DELETE_CONFIRM,
  COMPANY_DOCUMENT_DELETED,
  COMPANY_DOCUMENT_UPLOADED,
  COMPANY_NOTE_ADDED,
  COMPANY_PROFILE_SECTIONS,
  COMPANY_PROFILE_UPDATED,
  CONTACT_EMAIL_INVALID,
  contactEmailTooLong,
  NOTE_INFORMATION_TITLE,
  PAYMENT_TERMS_NOTE,
  TRADE_DELETE_CONFIRM,
  UPLOAD_DOCUMENT_TITLE,
  VENDOR_TRADE_ADDED,
  VENDOR_TRADE_DELETED,
  ZIP_CODE_ADDED,
  ZIP_CODE_DELETE_CONFIRM,
  ZIP_CODE_DELETED,
  updateVendorProfileCall,
} from '@vp/contracts';
import { seriousViolations } from './axe-scan.ts';
import { openSection } from './section-helpers.ts';
import { E2E_PORT } from './e2e-env.ts';
import { clippedTables, wordsBrokenInTables } from './table-layout.ts';
import { expect, signIn, test } from './fixtures.ts';
import { tinyPdf } from './tiny-pdf.ts';
import { toast } from './toasts.ts';

const PAGE = '/company-profile/details';
const ACH_EMAIL = 'office@bluebird-hvac.example';
const ACH_PASSWORD = 'Bluebird-Demo-2026';

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
}

/** Uploads a company document, downloads it, and deletes it, checking each step. */
async function uploadDownloadDelete(page: Page) {
  await openPage(page);
  const documents = await openSection(page, 'Documents');
  await page.getByRole('button', { name: 'Upload New Document' }).click();
  const drawer = page.getByRole('dialog', { name: UPLOAD_DOCUMENT_TITLE });
  await expect(drawer).toBeVisible();
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(500);
  const name = `w9-${Date.now()}.pdf`;
  const bytes = tinyPdf();
  await drawer.getByLabel('Choose Files').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await drawer.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'General' }).click();
  await drawer.getByRole('textbox', { name: 'Comment' }).fill('Tax form for 2026');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, COMPANY_DOCUMENT_UPLOADED)).toBeVisible();
  await expect(drawer).toBeHidden();

  const table = documents.getByRole('table', { name: 'Company documents' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Tax form for 2026' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'General', exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(COMPANY_DOCUMENT_DELETE_CONFIRM);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, COMPANY_DOCUMENT_DELETED)).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
}

test.describe('Company Profile', () => {
  test('edits and saves the profile; the zip lookup fills city and state; the values survive a reload', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page);
    const headers = page.locator('h2').filter({ has: page.getByRole('button') });
    await expect(headers).toHaveText([...COMPANY_PROFILE_SECTIONS]);
    const profile = await openSection(page, 'Profile');
    await expect(profile.getByText('Northwind Mechanical LLC').first()).toBeVisible();
    // a vendor paid by check sees the provider's check block, read-only
    await expect(profile.getByText('Check Company')).toBeVisible();
    await expect(profile.getByLabel('ACH message')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(550);

    const email = drawer.getByRole('textbox', { name: 'Contact Email' });
    await email.fill('dispatch@northwind.example;billing');
    await email.blur();
    await expect(drawer.getByText(CONTACT_EMAIL_INVALID)).toBeVisible();
    // a pasted list over 255 characters is kept whole, and the message says its length (issue 38)
    const long = Array.from({ length: 12 }, (_, i) => `dispatch${i}@northwind.example`).join(';');
    await email.fill(long);
    await email.blur();
    await expect(email).toHaveValue(long);
    await expect(drawer.getByText(contactEmailTooLong(long.length))).toBeVisible();
    await expect(drawer.getByText(CONTACT_EMAIL_INVALID)).toHaveCount(0);
    await email.fill('dispatch@northwind.example;billing@northwind.example');
    await expect(drawer.getByText(CONTACT_EMAIL_INVALID)).toHaveCount(0);
    await expect(drawer.getByText(contactEmailTooLong(long.length))).toHaveCount(0);

    const person = `Pat Rivera ${Date.now()}`;
    await drawer.getByRole('textbox', { name: 'Contact Person' }).fill(person);
    const phone = drawer.getByRole('textbox', { name: 'Phone' });
    await phone.fill('');
    await phone.pressSequentially('2125550100');
    await expect(phone).toHaveValue('(212) 555-0100');
    const fax = drawer.getByRole('textbox', { name: 'Fax' });
    await fax.fill('');
    await fax.pressSequentially('212-555-0199');
    await expect(fax).toHaveValue('2125550199');

    // the zip lookup fills state and city
    const zip = drawer.getByRole('textbox', { name: 'Zip', exact: true });
    await zip.fill('10001');
    await drawer.getByRole('button', { name: 'Find city and state of Zip' }).click();
    await expect(drawer.getByRole('combobox', { name: 'State', exact: true })).toHaveText(/\(NY\)/);
    await expect(drawer.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('New York');

    // the check block, the service fee and the remit type are the company's: read-only text in the
    // form too, which says whom to ask (issue 15, decision 038)
    await expect(drawer.getByRole('textbox', { name: /^Check / })).toHaveCount(0);
    await expect(drawer.getByRole('textbox', { name: /Service Fee|Remit Type/ })).toHaveCount(0);
    await expect(drawer.getByRole('checkbox', { name: /service fee/i })).toHaveCount(0);
    const payment = drawer.locator('dl[aria-label="Payment"]');
    await expect(payment).toContainText('Service Fee');
    await expect(payment).toContainText('Remit Type');
    await expect(drawer.getByText(PAYMENT_TERMS_NOTE)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(updateVendorProfileCall.path) && r.method() === 'POST'),
      drawer.getByRole('button', { name: 'Save' }).click(),
    ]);
    // stored without parentheses, spaces and dashes; the provider's fields are not sent
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent.phone).toBe('2125550100');
    expect(sent).not.toHaveProperty('checkCompany');
    expect(sent).not.toHaveProperty('serviceFee');
    expect(sent).not.toHaveProperty('isServiceFee');
    await expect(toast(page, COMPANY_PROFILE_UPDATED)).toBeVisible();
    await expect(drawer).toBeHidden();

    await page.reload();
    const reloaded = await openSection(page, 'Profile');
    await expect(reloaded.getByText(person)).toBeVisible();
    await expect(reloaded.getByText('(212) 555-0100')).toBeVisible();
    await expect(reloaded.getByText('dispatch@northwind.example; billing@northwind.example')).toBeVisible();
    await expect(reloaded.getByText('New York', { exact: true })).toBeVisible();
    await expect(reloaded.getByText('10001', { exact: true })).toBeVisible();
  });

  test('the city dropdown shows 100 cities, 100 more on scroll', async ({ signedInPage: page }) => {
    await openPage(page);
    await openSection(page, 'Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
    await drawer.getByRole('combobox', { name: 'State', exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'California (CA)' }).click();
    const city = drawer.getByRole('combobox', { name: 'City', exact: true });
    await expect(city).toHaveValue('');
    await city.click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(100);
    // scrolled to the end: one more page, however many scroll events that takes
    await list.evaluate((box) => {
      box.scrollTop = box.scrollHeight;
      box.dispatchEvent(new Event('scroll'));
      box.dispatchEvent(new Event('scroll'));
    });
    await expect(list.getByRole('option')).toHaveCount(200);
    // typing filters the whole state's list, not only the options shown
    await city.fill('San Dieg');
    await list.getByRole('option', { name: 'San Diego', exact: true }).click();
    await expect(city).toHaveValue('San Diego');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
  });

  test('an ACH vendor sees the ACH message and no check fields', async ({ page }) => {
    await signIn(page, ACH_EMAIL, ACH_PASSWORD);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await openPage(page);
    const profile = await openSection(page, 'Profile');
    await expect(profile.getByText('Bluebird HVAC Services').first()).toBeVisible();
    await expect(profile.getByLabel('ACH message')).toContainText(
      'Your payments are sent by ACH direct deposit to the bank account on file',
    );
    await expect(profile.getByLabel('ACH message').getByRole('link')).toHaveAttribute('href', /^mailto:/);
    for (const label of [
      'Check Company',
      'Check DBA',
      'Check Address',
      'Check City',
      'Check State',
      'Check Zip',
    ])
      await expect(profile.getByText(label, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(drawer.getByLabel('ACH message')).toBeVisible();
    await expect(drawer.getByText('Check Company', { exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('adds and deletes a trade and a zip code, each delete confirmed first', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page);
    const trades = await openSection(page, 'Trades');
    const add = trades.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    await trades.getByRole('combobox', { name: 'Trade' }).click();
    // the catalog offers only trades the vendor does not have yet
    const option = page.getByRole('listbox').getByRole('option').first();
    const trade = (await option.textContent()) ?? '';
    expect(trade).not.toBe('');
    await option.click();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText(VENDOR_TRADE_ADDED)).toBeVisible();
    const tradeTable = trades.getByRole('table', { name: 'Trades' });
    await expect(tradeTable.getByRole('cell', { name: trade, exact: true })).toBeVisible();
    await expect(add).toBeDisabled();

    await tradeTable.getByRole('button', { name: `Delete ${trade}` }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(TRADE_DELETE_CONFIRM);
    expect(await seriousViolations(page)).toEqual([]);
    // Cancel keeps it
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(tradeTable.getByRole('cell', { name: trade, exact: true })).toBeVisible();
    await tradeTable.getByRole('button', { name: `Delete ${trade}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(VENDOR_TRADE_DELETED)).toBeVisible();
    await expect(trades.getByRole('cell', { name: trade, exact: true })).toHaveCount(0);

    const zips = await openSection(page, 'Zip Code');
    const zip = zips.getByRole('textbox', { name: 'Zip Code' });
    const addZip = zips.getByRole('button', { name: 'Add', exact: true });
    await expect(addZip).toBeDisabled();
    await expect(zips.getByRole('cell', { name: '10001', exact: true })).toHaveCount(0);
    // positive numbers only: no sign, no letters
    await zip.pressSequentially('-10a001');
    await expect(zip).toHaveValue('10001');
    await expect(addZip).toBeEnabled();
    await addZip.click();
    await expect(page.getByText(ZIP_CODE_ADDED)).toBeVisible();
    const zipTable = zips.getByRole('table', { name: 'Zip Codes' });
    const row = zipTable
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '10001', exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(['10001', 'New York', 'NY', '']);
    await row.getByRole('button', { name: 'Delete Zip Code 10001' }).click();
    confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(ZIP_CODE_DELETE_CONFIRM);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(ZIP_CODE_DELETED)).toBeVisible();
    await expect(zipTable.getByRole('cell', { name: '10001', exact: true })).toHaveCount(0);
  });

  test("adds a note and views it in its drawer; the provider's hostile note stays inert", async ({
    signedInPage: page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    test.setTimeout(90_000);
    await openPage(page);
    const notes = await openSection(page, 'Notes');
    await page.getByRole('button', { name: 'Add New Note' }).click();
    const drawer = page.getByRole('dialog', { name: NOTE_INFORMATION_TITLE });
    const save = drawer.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const text = `Bank letter on file ${Date.now()}`;
    await drawer.getByRole('textbox', { name: 'Comment' }).pressSequentially(text);
    await save.click();
    await expect(toast(page, COMPANY_NOTE_ADDED)).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = notes.getByRole('row').filter({ hasText: text });
    await expect(row.getByRole('cell').first()).toHaveText('Other');
    await row.getByRole('button', { name: /^View note/ }).click();
    const view = page.getByRole('dialog', { name: 'Note' });
    await expect(view.getByRole('region', { name: 'Comment' })).toHaveText(text);
    expect(Math.round((await view.boundingBox())?.width ?? 0)).toBe(800);
    expect(await seriousViolations(page)).toEqual([]);
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // a note the provider wrote straight to the database, with markup that would run a script
    const hostile = notes.getByRole('row').filter({ hasText: 'Insurance certificate renewed for 2026.' });
    await hostile.getByRole('button', { name: /^View note/ }).click();
    const comment = view.getByRole('region', { name: 'Comment' });
    await expect(comment).toContainText('Insurance certificate renewed for 2026.');
    await expect(comment.locator('script, [onerror]')).toHaveCount(0);
    await expect(hostile.getByRole('cell', { name: /alert/ })).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('uploads, downloads and deletes a company document', async ({ signedInPage: page }) => {
    test.setTimeout(90_000);
    await uploadDownloadDelete(page);
  });

  test('uploads and downloads work at another address than PUBLIC_URL (localhost, not 127.0.0.1)', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // the links are relative, so the page's CSP ('self') lets them through wherever it is opened (issue 15)
    const context = await browser.newContext({
      baseURL: `http://localhost:${E2E_PORT}`,
      timezoneId: 'America/New_York',
    });
    try {
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      await signIn(page);
      await uploadDownloadDelete(page);
      expect(csp).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('at 375 and 1440 px no table cell breaks inside a word, and wide tables scroll in their box', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page);
      for (const title of COMPANY_PROFILE_SECTIONS) {
        await openSection(page, title);
        expect(await wordsBrokenInTables(page), `${title} at ${width} px`).toEqual([]);
        expect(await clippedTables(page), `${title} at ${width} px`).toEqual([]);
      }
    }
  });

  test('at 375 px every section and the profile drawer fit the screen', async ({ signedInPage: page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const title of COMPANY_PROFILE_SECTIONS) {
      await openSection(page, title);
      expect(await overflow(), title).toBe(0);
    }
    await openSection(page, 'Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(375);
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
