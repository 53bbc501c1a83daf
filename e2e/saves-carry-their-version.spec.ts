// A save never silently undoes another (issue 38 point 1, decision 100), in Chromium against the real
// server: Edit Profile open in two tabs of one vendor; tab B saves Contact Person, then tab A saves
// Fax from the profile it read before: A's save is refused in the drawer, B's Contact Person stays, and
// "Load the latest version" puts B's profile in A's form, whose next save keeps both. The Mobile Guest
// IVR panel likewise.
import type { Page } from '@playwright/test';
import {
  COMPANY_PROFILE_UPDATED,
  GUEST_IVR_UPDATED,
  LOAD_LATEST_VERSION,
  PROFILE_STALE,
} from '@vp/contracts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';
import { toast } from './toasts.ts';

const PROFILE_PAGE = '/company-profile/details';

/** The demo vendor's contact person and fax, to put back after the test. */
async function demoContact(): Promise<{ contact_person: string; fax: string }> {
  const { allow_guest_ivr: _, ...contact } = await demoVendor();
  return contact;
}

async function demoVendor() {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('vendors')
      .select(['contact_person', 'fax', 'allow_guest_ivr'])
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

async function restoreDemoContact(values: { contact_person: string; fax: string }): Promise<void> {
  const db = openE2eDb();
  try {
    await db.updateTable('vendors').set(values).where('vendor_num', '=', DEMO_VENDOR_NUM).execute();
  } finally {
    await db.destroy();
  }
}

/** The profile page with its Edit Profile drawer open. */
async function openProfileForm(page: Page) {
  await page.goto(PROFILE_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await openSection(page, 'Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(drawer.getByRole('textbox', { name: 'Contact Person' })).toBeVisible();
  return drawer;
}

test('a profile save over a newer one is refused in the drawer, and the newer profile can be loaded', async ({
  signedInPage: tabA,
}) => {
  test.setTimeout(90_000);
  const before = await demoContact();
  try {
    const drawerA = await openProfileForm(tabA);
    const tabB = await tabA.context().newPage();
    const drawerB = await openProfileForm(tabB);

    const person = `Tab B Person ${Date.now()}`;
    await drawerB.getByRole('textbox', { name: 'Contact Person' }).fill(person);
    await drawerB.getByRole('button', { name: 'Save' }).click();
    await expect(toast(tabB, COMPANY_PROFILE_UPDATED)).toBeVisible();
    await expect(drawerB).toBeHidden();

    // tab A still shows the profile it read before B's save
    await expect(drawerA.getByRole('textbox', { name: 'Contact Person' })).toHaveValue(before.contact_person);
    const fax = drawerA.getByRole('textbox', { name: 'Fax' });
    await fax.fill('5185550177');
    await drawerA.getByRole('button', { name: 'Save' }).click();
    const refusal = drawerA.getByRole('alert').filter({ hasText: PROFILE_STALE });
    await expect(refusal).toBeVisible();
    await expect(toast(tabA, COMPANY_PROFILE_UPDATED)).toHaveCount(0);
    await expect(drawerA).toBeVisible();
    expect(await seriousViolations(tabA)).toEqual([]);
    // nothing of A's was stored: B's Contact Person stands, the fax is as it was
    expect(await demoContact()).toEqual({ contact_person: person, fax: before.fax });

    // the newer profile goes into A's form, in place of what A had typed
    await refusal.getByRole('button', { name: LOAD_LATEST_VERSION }).click();
    await expect(refusal).toBeHidden();
    await expect(drawerA.getByRole('textbox', { name: 'Contact Person' })).toHaveValue(person);
    await expect(fax).toHaveValue(before.fax);
    await fax.fill('5185550177');
    await drawerA.getByRole('button', { name: 'Save' }).click();
    await expect(toast(tabA, COMPANY_PROFILE_UPDATED)).toBeVisible();
    await expect(drawerA).toBeHidden();
    expect(await demoContact()).toEqual({ contact_person: person, fax: '5185550177' });

    // and tab A opened again right away starts from its own save, which it can save again
    await tabA.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(drawerA.getByRole('textbox', { name: 'Fax' })).toHaveValue('5185550177');
    await drawerA.getByRole('button', { name: 'Save' }).click();
    await expect(toast(tabA, COMPANY_PROFILE_UPDATED).first()).toBeVisible();
    await expect(drawerA).toBeHidden();
    await expect(drawerA.getByRole('alert')).toHaveCount(0);
    await tabB.close();
  } finally {
    await restoreDemoContact(before);
  }
});

test('the Mobile Guest IVR setting over a newer profile is refused, and the newer one can be loaded', async ({
  signedInPage: tabA,
}) => {
  test.setTimeout(90_000);
  const before = await demoContact();
  try {
    await tabA.goto('/work-order/list-work-orders');
    const allow = tabA.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' });
    await expect(allow).toBeEnabled();
    const checked = await allow.isChecked();

    const tabB = await tabA.context().newPage();
    const drawerB = await openProfileForm(tabB);
    await drawerB.getByRole('textbox', { name: 'Contact Person' }).fill(`IVR race ${Date.now()}`);
    await drawerB.getByRole('button', { name: 'Save' }).click();
    await expect(toast(tabB, COMPANY_PROFILE_UPDATED)).toBeVisible();

    await allow.setChecked(!checked);
    await tabA.getByRole('button', { name: 'Update' }).click();
    const refusal = tabA.getByRole('alert').filter({ hasText: PROFILE_STALE });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: LOAD_LATEST_VERSION }).click();
    await expect(refusal).toBeHidden();
    // the stored setting is shown again; choosing it anew and Update go through
    await expect(allow).toBeChecked({ checked });
    await allow.setChecked(!checked);
    await tabA.getByRole('button', { name: 'Update' }).click();
    await expect(toast(tabA, GUEST_IVR_UPDATED)).toBeVisible();
    await expect.poll(async () => (await demoVendor()).allow_guest_ivr).toBe(checked ? 0 : 1);
    // leave the demo vendor as it was: a second Update names the version the first one left
    await allow.setChecked(checked);
    await tabA.getByRole('button', { name: 'Update' }).click();
    await expect.poll(async () => (await demoVendor()).allow_guest_ivr).toBe(checked ? 1 : 0);
    await expect(refusal).toHaveCount(0);
    await tabB.close();
  } finally {
    await restoreDemoContact(before);
  }
});
