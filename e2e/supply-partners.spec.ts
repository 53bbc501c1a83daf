// The Supply Partners page in Chromium against the real server and the demo partners: the three
// sections with logos, links, e-signature forms and documents; an external link is recorded (the row
// is in the database before the new tab asks for the partner's page) and opens in a new tab; a
// document downloads under a backdrop spinner with the stored bytes; logos come from our origin; axe;
// a 375 px phone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import {
  PARTNER_LINK_ACCOUNT_SETUP,
  PARTNER_LINK_ORDER_FORM,
  PARTNER_LINK_ORDERING_INSTRUCTIONS,
  PARTNER_LINK_PARTNERSHIP_HIGHLIGHTS,
  PARTNER_LINK_REQUEST_INFORMATION,
  PARTNER_LINK_SHIP_TO,
  SUPPLY_PARTNER_SECTIONS,
  SUPPLY_PARTNERS_TITLE,
} from '@vp/contracts';
import { DEMO_EMAIL, DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_DATA_DIR, E2E_SETTINGS } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';

const PAGE = '/supply-partners/details';

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: SUPPLY_PARTNERS_TITLE })).toBeVisible();
  await expect(page.getByRole('region', { name: SUPPLY_PARTNER_SECTIONS[0].title })).toBeVisible();
}

/** The tracking rows of the demo vendor for `url`, with who opened it. */
async function trackedRows(url: string) {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('supply_partner_link_tracking as t')
      .innerJoin('vendors as v', 'v.id', 't.vendor_id')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['v.vendor_num', 'u.email', 't.url'])
      .where('t.url', '=', url)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function storedDocument(name: string): Promise<Buffer> {
  const db = openE2eDb();
  try {
    const row = await db
      .selectFrom('supply_partner_documents')
      .select('blob_key')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return await readFile(join(E2E_DATA_DIR, 'blobs', ...row.blob_key.split('/')));
  } finally {
    await db.destroy();
  }
}

test.describe('Supply Partners', () => {
  // a signed-in page, every logo and a download: room for a busy shared machine
  test.describe.configure({ timeout: 60_000 });

  test('shows the three sections with logos from our origin and the links the SPEC lists', async ({
    signedInPage: page,
    baseURL,
  }) => {
    // our origin is the server's, not the page's: signedInPage lands nowhere (decision 073)
    const own = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { origin } = new URL(request.url());
      if (!request.url().startsWith('data:') && origin !== own) foreign.push(request.url());
    });
    await openPage(page);
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | Portal | Supply Partners`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      SUPPLY_PARTNER_SECTIONS.map((s) => s.title),
    );

    const chemicals = page.getByRole('region', { name: 'Chemicals & Consumables' });
    await expect(chemicals.getByRole('link', { name: PARTNER_LINK_SHIP_TO })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(chemicals.getByRole('button', { name: PARTNER_LINK_ORDERING_INSTRUCTIONS })).toBeVisible();
    // small brand logos, not links
    const brands = chemicals.getByRole('list', { name: 'Brands of Chemicals & Consumables' });
    await expect(brands.getByRole('img')).not.toHaveCount(0);
    await expect(brands.getByRole('link')).toHaveCount(0);

    const equipment = page.getByRole('region', { name: 'Equipment' });
    await expect(equipment.getByRole('link', { name: PARTNER_LINK_ORDER_FORM })).toBeVisible();
    await expect(equipment.getByRole('link', { name: PARTNER_LINK_REQUEST_INFORMATION })).toBeVisible();
    await expect(equipment.getByRole('button', { name: PARTNER_LINK_PARTNERSHIP_HIGHLIGHTS })).toBeVisible();

    const business = page.getByRole('region', { name: 'For Your Business' });
    await expect(business.getByRole('button', { name: PARTNER_LINK_ACCOUNT_SETUP })).toBeVisible();

    // every logo has loaded from our origin
    const logos = page.getByRole('main').getByRole('img');
    expect(await logos.count()).toBeGreaterThanOrEqual(8);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(new URL((await logo.getAttribute('src')) ?? '', page.url()).origin).toBe(
        new URL(page.url()).origin,
      );
    }
    expect(foreign).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an external link is recorded for the vendor first and then opens in a new tab', async ({
    signedInPage: page,
  }) => {
    await openPage(page);
    const link = page.getByRole('link', { name: PARTNER_LINK_SHIP_TO });
    const url = (await link.getAttribute('href')) ?? '';
    expect(url).toMatch(/^https:\/\//);
    const before = (await trackedRows(url)).length;

    // The partner's site is not reachable from here; stand in for it, and look at the database at
    // the moment the new tab asks for it.
    let rowsWhenOpened = -1;
    await page.context().route(url, async (route: Route) => {
      rowsWhenOpened = (await trackedRows(url)).length;
      await route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' });
    });
    const popup = page.waitForEvent('popup');
    await link.click();
    const tab = await popup;
    await tab.waitForURL(url);
    await expect(tab.getByRole('heading', { name: 'Partner' })).toBeVisible();
    expect(rowsWhenOpened).toBe(before + 1);
    // the partner's page has no handle on the portal
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // the portal stays where it was
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    const rows = await trackedRows(url);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ vendor_num: DEMO_VENDOR_NUM, email: DEMO_EMAIL, url });
    await tab.close();
  });

  test('a partner document downloads under a backdrop spinner with the stored bytes', async ({
    signedInPage: page,
  }) => {
    await openPage(page);
    // hold the real server's answer back a moment to see the spinner (the request still goes through)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/download-supply-partner-document/**', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: PARTNER_LINK_ORDERING_INSTRUCTIONS }).click();
    const spinner = page.getByRole('progressbar', { name: 'Downloading the document' });
    await expect(spinner).toBeVisible();
    release();
    const file = await download;
    await expect(spinner).toBeHidden();
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(await storedDocument('office-supplies-guide'))).toBe(true);
  });

  test('at 375 px the page fits and the links work by keyboard', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page);
    expect(await sidewaysScroll(page)).toBe(0);
    const button = page.getByRole('button', { name: PARTNER_LINK_ACCOUNT_SETUP });
    await button.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
