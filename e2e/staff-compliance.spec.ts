// The console's compliance requirements in Chromium against the real server (issue 40 points 4 and 5,
// decision 112): a vendor manager adds a requirement for one client from the menu's Compliance
// requirements page (the drawer shows only the fields of the kind chosen), the job recomputes every
// vendor's states, and the demo vendor's console page shows it not dispatchable for that client with
// the requirement's state and shortfall; axe scans of the page, the drawer and the vendor's page, and
// of the page at 375 px as a read-only member (no buttons, no sideways scroll).
// The requirement is deleted afterwards, so that other specs see the demo data as it was.
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { openStaffPage } from './staff-session.ts';
import { toast } from './toasts.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const TITLE_START = 'Umbrella liability for ';

test.afterAll(async () => {
  const db = openE2eDb();
  try {
    await db.deleteFrom('compliance_requirements').where('coverage', '=', 'umbrella').execute();
  } finally {
    await db.destroy();
  }
});

test('a vendor manager adds a requirement; the demo vendor is then not dispatchable for that client', async ({
  browser,
}) => {
  const db = openE2eDb();
  let vendorId: number;
  let clientName: string;
  try {
    vendorId = (
      await db
        .selectFrom('vendors')
        .select('id')
        .where('vendor_num', '=', DEMO_VENDOR_NUM)
        .executeTakeFirstOrThrow()
    ).id;
    clientName = (await db.selectFrom('clients').select('name').orderBy('name').executeTakeFirstOrThrow())
      .name;
  } finally {
    await db.destroy();
  }
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  try {
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Compliance requirements' }).click();
    await expect(page).toHaveURL(/\/staff\/compliance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance requirements' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add requirement' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add compliance requirement' });
    await expect(drawer).toBeVisible();
    // a licence takes no coverage or limits; a certificate of insurance does
    await drawer.getByRole('combobox', { name: 'Document' }).click();
    await page.getByRole('option', { name: 'Licence' }).click();
    await expect(drawer.getByLabel('Each technician holds one')).toBeVisible();
    await expect(drawer.getByLabel('Minimum per occurrence (USD)')).toBeHidden();
    await drawer.getByRole('combobox', { name: 'Document' }).click();
    await page.getByRole('option', { name: 'Certificate of insurance' }).click();
    await drawer.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: clientName, exact: true }).click();
    await drawer.getByRole('combobox', { name: 'Coverage' }).click();
    await page.getByRole('option', { name: 'Umbrella liability' }).click();
    await drawer.getByLabel('Minimum per occurrence (USD)').fill('5000000');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Save requirement' }).click();
    await expect(toast(page, `${TITLE_START}${clientName} is saved.`)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(`${TITLE_START}${clientName}`, { exact: true })).toBeVisible();

    // the job recomputes every vendor's states moments after the change: the page is read again until then
    await page.goto(`/staff/vendors/${vendorId}`);
    const section = page.getByRole('region', { name: 'Compliance' });
    await expect(async () => {
      await page.reload();
      await expect(section.getByText(`Not dispatchable for ${clientName}, every trade`)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(section.getByText(`${TITLE_START}${clientName}`)).toBeVisible();
    await expect(section.getByText('No umbrella liability certificate on file')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a read-only member reads the requirements at 375 px without the buttons', async ({ browser }) => {
  const phone = await openStaffPage(browser, 'read_only', { width: 375, height: 800 });
  try {
    await phone.page.goto('/staff/compliance');
    await expect(
      phone.page.getByRole('heading', { level: 1, name: 'Compliance requirements' }),
    ).toBeVisible();
    await expect(
      phone.page.getByText('You can read the requirements; Vendor managers and Administrators change them.'),
    ).toBeVisible();
    await expect(phone.page.getByRole('button', { name: 'Add requirement' })).toHaveCount(0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(await sidewaysScroll(phone.page)).toBeLessThanOrEqual(0);
  } finally {
    await phone.context.close();
  }
});
