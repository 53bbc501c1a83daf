// Photos of a crew line (issue 41 point 3) in Chromium at 375 px against the real server: the demo user
// opens a work order's Photos section on a phone, chooses After, takes a photo (the camera input gets a
// real JPEG with EXIF capture time and GPS), and sees its thumbnail with the time and place in its
// caption; the console's work order page shows it with its time and place beside it; then the user
// removes it. axe on both; nothing scrolls sideways on the phone.
import { sql } from 'kysely';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { cameraExif, makeJpeg } from '../apps/server/test/fixtures/photos.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { detailsPath, type DemoCrewLine } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';
import { openStaffPage } from './staff-session.ts';
import { toast } from './toasts.ts';

/** A demo crew line no other spec opens, that is not Completed. */
async function openCrewLine(): Promise<DemoCrewLine> {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('crew_details')
      .innerJoin('vendors', 'vendors.id', 'crew_details.vendor_id')
      .innerJoin('orders', 'orders.ord_num', 'crew_details.ord_num')
      .select(['crew_details.ocd_id', 'crew_details.ord_num', 'crew_details.crew_id', 'orders.po_num'])
      .where('vendors.vendor_num', '=', DEMO_VENDOR_NUM)
      .where('crew_details.status', '!=', 'Completed')
      .where(sql<boolean>`not exists (select 1 from order_photos p where p.ocd_id = crew_details.ocd_id)`)
      .orderBy('crew_details.ocd_id')
      .offset(11)
      .limit(1)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

test('on a phone: take an after photo, see its thumbnail with time and place, delete it', async ({
  browser,
}) => {
  const line = await openCrewLine();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await signIn(page);
    await page.goto(detailsPath(line));
    const photos = await openSection(page, 'Photos');
    await expect(photos.getByText('No photos yet.')).toBeVisible();
    await photos.getByRole('button', { name: 'After', exact: true }).click();
    await expect(photos.getByRole('button', { name: 'After', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const takePhoto = photos.getByRole('button', { name: 'Take photo' });
    await expect(takePhoto).toBeVisible();
    // the camera's answer: a JPEG with its capture time and GPS
    const input = photos.getByTestId('photo-input');
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await input.setInputFiles({
      name: 'IMG_1001.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(cameraExif()),
    });
    await expect(toast(page, 'Photo added.')).toBeVisible();

    const thumbnail = photos.getByRole('img', { name: /^After photo by / });
    await expect(thumbnail).toBeVisible();
    // the thumbnail loaded (a broken image has no natural width)
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const caption = photos.locator('figcaption');
    await expect(caption).toContainText('After');
    await expect(caption).toContainText(/Taken \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M/);
    await expect(caption).toContainText('42.65260, -73.75620');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // the console's work order page shows it with its time and place beside it
    const staff = await openStaffPage(browser, 'read_only');
    try {
      await staff.page.goto(`/staff/work-orders/${line.ord_num}`);
      const shown = staff.page.getByTestId('staff-photo');
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText(/Taken \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M/);
      await expect(shown).toContainText('42.65260, -73.75620');
      await expect(shown).toContainText('SHA-256');
      await expect
        .poll(() => shown.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(320);
      expect(await seriousViolations(staff.page)).toEqual([]);
    } finally {
      await staff.context.close();
    }

    await photos.getByRole('button', { name: 'Delete after photo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Photo deleted.')).toBeVisible();
    await expect(photos.getByText('No photos yet.')).toBeVisible();
  } finally {
    await page.close();
  }
});
