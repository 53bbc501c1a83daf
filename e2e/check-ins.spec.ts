// Check-in and check-out on the phone (issue 41 point 4) in Chromium at 375 px, with Chromium's
// geolocation set: a check-in at the store is on site, one 5 km away is recorded and flagged (never
// refused); the check-out takes the work done and the hours; both show in the IVR section. The guest
// page /check-in refuses while the vendor does not allow Mobile Guest IVR and checks in and out when it
// does. axe on each.
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { GUEST_CHECK_IN_NOT_ALLOWED } from '@vp/contracts';
import type { Page } from '@playwright/test';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { demoCrewLine, detailsPath, type DemoCrewLine } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { expectWholeInView } from './in-view.ts';
import { expect, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';
import { toast } from './toasts.ts';

const STORE = { latitude: 40.7484, longitude: -73.9857 };
const NEAR = { ...STORE, latitude: STORE.latitude + 50 / 111_195, accuracy: 20 };
const FAR = { ...STORE, latitude: STORE.latitude + 5000 / 111_195, accuracy: 20 };

test.use({ viewport: { width: 375, height: 812 } });

/** Puts the crew line's store at STORE and clears earlier check-ins of the line (a retry starts clean). */
async function storeAtStore(line: DemoCrewLine) {
  const db = openE2eDb();
  try {
    const order = await db
      .selectFrom('orders')
      .select('location_id')
      .where('ord_num', '=', line.ord_num)
      .executeTakeFirstOrThrow();
    await db.updateTable('locations').set(STORE).where('id', '=', order.location_id).execute();
    await db
      .deleteFrom('order_hours')
      .where('ocd_id', '=', line.ocd_id)
      .where('method', 'in', ['Web', 'Mobile Guest'])
      .execute();
  } finally {
    await db.destroy();
  }
}

async function allowGuests(allow: boolean) {
  const db = openE2eDb();
  try {
    await db
      .updateTable('vendors')
      .set({ allow_guest_ivr: allow ? 1 : 0 })
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function at(page: Page, where: { latitude: number; longitude: number; accuracy: number }) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(where);
}

async function checkOut(page: Page, workDone: string) {
  await page.getByRole('button', { name: 'Check out' }).click();
  const drawer = page.getByRole('dialog', { name: 'Check out' });
  await drawer.getByLabel('Work done').fill(workDone);
  await drawer.getByLabel('Hours worked').fill('1.5');
  await expectWholeInView(drawer.getByRole('button', { name: 'Save' }), 'Save');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Checked out')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('checks in at the store (on site) and out with the work done; both in the IVR section', async ({
  signedInPage: page,
}) => {
  const line = await demoCrewLine(20);
  await storeAtStore(line);
  await at(page, NEAR);
  await page.goto(detailsPath(line));
  const checkIn = page.getByRole('button', { name: 'Check in' });
  await expect(checkIn).toBeVisible();
  await expectWholeInView(checkIn, 'Check in');
  expect((await checkIn.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  expect(await seriousViolations(page)).toEqual([]);
  await checkIn.click();
  await expect(toast(page, 'Checked in · On site')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Check-in' });
  await expect(panel).toContainText('Checked in since');
  await expect(panel).toContainText('On site');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await checkOut(page, 'Replaced the compressor fuse');
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  const ivr = await openSection(page, 'IVR');
  await expect(ivr).toContainText('Replaced the compressor fuse');
  await expect(ivr).toContainText('On site');
  await expect(ivr).toContainText('Web');
});

test('a check-in 5 km from the store is recorded and flagged, not refused', async ({
  signedInPage: page,
}) => {
  const line = await demoCrewLine(21);
  await storeAtStore(line);
  await at(page, FAR);
  await page.goto(detailsPath(line));
  await page.getByRole('button', { name: 'Check in' }).click();
  const panel = page.getByRole('region', { name: 'Check-in' });
  await expect(panel).toContainText('Off site: 5.0 km from the store (to be reviewed)');
  expect(await seriousViolations(page)).toEqual([]);
  await checkOut(page, 'Inspected the roof unit');
});

test('the guest page refuses while the vendor does not allow guests, then checks in and out', async ({
  page,
}) => {
  const line = await demoCrewLine(22);
  await storeAtStore(line);
  await at(page, NEAR);
  await allowGuests(false);
  try {
    await page.goto('/check-in');
    await expect(page.getByRole('heading', { name: 'Guest check-in' })).toBeVisible();
    await page.getByLabel('PO #').fill(line.po_num);
    await page.getByLabel('Vendor ID').fill(String(DEMO_VENDOR_NUM));
    await page.getByLabel('Your name').fill('Sam Guest');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText(GUEST_CHECK_IN_NOT_ALLOWED)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await allowGuests(true);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText(/Checked in since .* · On site/)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // a reload keeps the check-in: the same phone checks out
    await page.reload();
    await page.getByLabel('Work done').fill('Reset the breaker');
    await page.getByLabel('Hours worked').fill('0.5');
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByText('Checked out · 0.50 hours recorded. Thank you.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await allowGuests(false);
  }
});
