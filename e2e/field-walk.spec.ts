// The field workflow walked in one go on a phone (issue 41: "a technician can run a job from dispatch
// to completion on a phone, the company hears and sees each step"), in Chromium at 375 px against the
// real server, with real clicks only: the company's system dispatches a work order to the demo vendor
// through the provider API; the vendor opens it, accepts it with an ETA, checks in beside the store
// (Chromium's geolocation), starts the work, takes a before and an after photo through the page's
// camera button (real JPEGs with a camera's EXIF, through the file chooser the button opens), and
// completes it with resolution notes and labour hours. The console's order page then shows the answer
// and its ETA, the check-in on site, both photos with their evidence and Completed; the vendor's
// History lists every step, newest first. axe on the phone's page at each stage and on the console.
import type { Locator, Page } from '@playwright/test';
import { MOVE_DONE } from '@vp/contracts';
import { cameraExif, makeJpeg } from '../apps/server/test/fixtures/photos.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { detailsPath } from './demo-orders.ts';
import { dispatchToDemoVendor, northOf, STORE_TIME_ZONE } from './dispatched-order.ts';
import { expect, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';
import { openStaffPage } from './staff-session.ts';
import { toast } from './toasts.ts';

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 180_000 });

// the store is where the photos' camera EXIF puts them (Albany: apps/server/test/fixtures/photos.ts)
const STORE = { latitude: 42.6526, longitude: -73.7562 };

/** The day after tomorrow, as the ETA's date field takes it. */
const etaDate = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** Takes a photo of `kind` with the Photos section's camera button: the chooser it opens gets a real JPEG. */
async function takePhoto(page: Page, photos: Locator, kind: 'Before' | 'After', name: string) {
  const kindButton = photos.getByRole('button', { name: kind, exact: true });
  await kindButton.click();
  await expect(kindButton).toHaveAttribute('aria-pressed', 'true');
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Take photo' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: await makeJpeg(cameraExif()) });
  // received, thumbnailed and listed (a toast of the photo before may still show)
  await expect(photos.getByRole('img', { name: new RegExp(`^${kind} photo by `) })).toBeVisible();
}

test('a dispatched work order run on a phone from the answer to completion; the company sees each step', async ({
  signedInPage: page,
  browser,
}) => {
  const line = await dispatchToDemoVendor('walk', STORE);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ ...northOf(STORE, 40), accuracy: 15 });

  // dispatched: waiting for the vendor's answer, with the NTE and the deadline
  await page.goto(detailsPath(line));
  const panel = page.getByRole('region', { name: 'Dispatch and status' });
  await expect(panel.getByTestId('field-work-status')).toHaveText('Assigned', { timeout: 15_000 });
  await expect(panel.getByTestId('field-work-nte')).toContainText('$850.00');
  await expect(panel.getByTestId('field-work-answer-by')).toBeVisible();

  // accepts with an ETA (a day and a window in the store's time zone)
  await panel.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the work order' });
  await accept.getByLabel('Arrival date').fill(etaDate());
  await accept.getByLabel('From').fill('08:00');
  await accept.getByLabel('To').fill('10:00');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, MOVE_DONE.accept)).toBeVisible();
  await expect(accept).toBeHidden();
  await expect(panel.getByTestId('field-work-status')).toHaveText('Accepted');
  await expect(panel.getByTestId('field-work-eta')).toContainText('08:00–10:00');
  expect(await seriousViolations(page)).toEqual([]);

  // at the store: checks in (40 m from it, a fix accurate to 15 m: on site)
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(toast(page, 'Checked in · On site')).toBeVisible();
  const checkIn = page.getByRole('region', { name: 'Check-in' });
  await expect(checkIn).toContainText('Checked in since');
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();

  await panel.getByRole('button', { name: 'Start work' }).click();
  await expect(toast(page, MOVE_DONE.start)).toBeVisible();
  await expect(panel.getByTestId('field-work-status')).toHaveText('In Progress');

  // a before and an after photo, taken with the page's camera button
  const photos = await openSection(page, 'Photos');
  await expect(photos.getByText('No photos yet.')).toBeVisible();
  await takePhoto(page, photos, 'Before', 'IMG_2001.jpg');
  await expect(toast(page, 'Photo added.')).toBeVisible();
  await takePhoto(page, photos, 'After', 'IMG_2002.jpg');
  const thumbnails = photos.getByRole('img', { name: /^(Before|After) photo by / });
  await expect(thumbnails).toHaveCount(2);
  // both thumbnails loaded (a broken image has no natural width)
  for (const thumbnail of await thumbnails.all())
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // completes with resolution notes and labour hours
  await panel.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete the work order' });
  await complete.getByLabel('Resolution notes').fill('Replaced the evaporator fan motor; cooler at 36°F.');
  await complete.getByLabel('Labour hours').fill('2.5');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, MOVE_DONE.complete)).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(panel.getByTestId('field-work-status')).toHaveText('Completed');
  await expect(panel.getByTestId('field-work-completed')).toContainText('2.50 h');
  // its photos are locked now: no new one, none deleted
  await expect(
    photos.getByText('The work order is completed: its photos can no longer change.'),
  ).toBeVisible();
  await expect(photos.getByRole('button', { name: /^Delete .* photo$/ })).toHaveCount(0);
  await expect(photos.getByRole('button', { name: 'Take photo' })).toHaveCount(0);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the company's console: the answer with its ETA, the check-in, the photos with their evidence, Completed
  const console_ = await openStaffPage(browser, 'read_only');
  try {
    const staffPage = console_.page;
    await staffPage.goto(`/staff/work-orders/${line.ord_num}`);
    const answers = staffPage.getByRole('region', { name: 'Dispatch answers and status' });
    const row = answers.getByRole('row').filter({ hasText: String(line.ocd_id) });
    await expect(row).toContainText('Completed', { timeout: 15_000 });
    await expect(row).toContainText('Accepted');
    await expect(row).toContainText(`${etaDate()} 08:00–10:00 ${STORE_TIME_ZONE}`);
    await expect(row).toContainText('2.50 h: Replaced the evaporator fan motor');
    const checkIns = staffPage.getByTestId('staff-check-in');
    await expect(checkIns).toHaveCount(1);
    await expect(checkIns).toContainText('On site');
    await expect(checkIns).toContainText('accuracy 15 m');
    await expect(checkIns).not.toContainText('To review');
    const shown = staffPage.getByTestId('staff-photo');
    await expect(shown).toHaveCount(2);
    await expect(shown.filter({ hasText: 'Before' })).toHaveCount(1);
    await expect(shown.filter({ hasText: 'After' })).toHaveCount(1);
    for (const photo of await shown.all()) {
      await expect(photo).toContainText(/Taken \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M/);
      await expect(photo).toContainText('42.65260, -73.75620');
      await expect(photo).toContainText('SHA-256');
    }
    expect(await seriousViolations(staffPage)).toEqual([]);
  } finally {
    await console_.context.close();
  }

  // the vendor's History: every step, newest first (the dispatch's two lines share its time)
  const history = await openSection(page, 'History');
  const items = history.getByTestId('order-timeline').getByRole('listitem');
  await expect(items.first()).toContainText('Completed');
  const steps = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('p')?.textContent));
  expect(steps.slice(0, 6)).toEqual([
    'Completed',
    'Photo added',
    'Photo added',
    'Work started',
    'Checked in',
    'Accepted',
  ]);
  expect(steps.slice(6).sort()).toEqual(['Dispatched', 'Work order sent']);
  await expect(items.nth(0)).toContainText('In Progress to Completed; labour 2.50 h');
  await expect(items.nth(1)).toContainText('after');
  await expect(items.nth(2)).toContainText('before');
  await expect(items.nth(4)).toContainText('on site');
  await expect(items.nth(5)).toContainText(`ETA ${etaDate()} 08:00-10:00 (${STORE_TIME_ZONE})`);
  expect(await seriousViolations(page)).toEqual([]);
});
