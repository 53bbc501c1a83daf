// One click, one effect (issue 38 point 2, decision 101), in Chromium against the real server: a
// double click on a tech note's Save stores one note and shows one toast, and a double click on the
// profile's Save sends one save; each write carries an Idempotency-Key.
import type { Page, Request } from '@playwright/test';
import {
  COMPANY_PROFILE_UPDATED,
  NOTE_INFORMATION_TITLE,
  WORK_ORDER_NOTE_ADDED,
  createOrderNoteCall,
  updateVendorProfileCall,
} from '@vp/contracts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';
import { toast } from './toasts.ts';

/** The writes to `path` the page sends from now on. */
function writesTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

async function withDb<T>(run: (db: ReturnType<typeof openE2eDb>) => Promise<T>): Promise<T> {
  const db = openE2eDb();
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

test('a double click on a tech note’s Save stores one note with one toast', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const line = await withDb((db) =>
    db
      .selectFrom('crew_details')
      .innerJoin('vendors', 'vendors.id', 'crew_details.vendor_id')
      .select(['crew_details.ocd_id', 'crew_details.ord_num', 'crew_details.crew_id'])
      .where('vendors.vendor_num', '=', DEMO_VENDOR_NUM)
      .orderBy('crew_details.ocd_id')
      .executeTakeFirstOrThrow(),
  );
  await page.goto(`/work-order/work-order-details/${line.ocd_id}/${line.ord_num}/${line.crew_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
  const notes = await openSection(page, 'Notes');
  await page.getByRole('button', { name: 'Add New Note' }).click();
  const drawer = page.getByRole('dialog', { name: NOTE_INFORMATION_TITLE });
  const text = `Double-clicked note ${Date.now()}`;
  await drawer.getByRole('textbox', { name: 'Comment' }).pressSequentially(text);
  const sent = writesTo(page, createOrderNoteCall.path);

  await drawer.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, WORK_ORDER_NOTE_ADDED)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(notes.getByText(text)).toHaveCount(1);
  // still one toast and one note once everything has settled
  await expect(toast(page, WORK_ORDER_NOTE_ADDED)).toHaveCount(1);
  const stored = await withDb((db) =>
    db.selectFrom('order_notes').select('id').where('notes', 'like', `%${text}%`).execute(),
  );
  expect(stored).toHaveLength(1);
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
});

test('a double click on the profile’s Save sends one save', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  const before = await withDb((db) =>
    db
      .selectFrom('vendors')
      .select(['contact_person', 'version'])
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow(),
  );
  try {
    await page.goto('/company-profile/details');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await openSection(page, 'Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
    const person = `Double Click ${Date.now()}`;
    await drawer.getByRole('textbox', { name: 'Contact Person' }).fill(person);
    const sent = writesTo(page, updateVendorProfileCall.path);

    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === updateVendorProfileCall.path &&
        response.request().method() !== 'GET',
    );
    await drawer.getByRole('button', { name: 'Save' }).dblclick();
    // the save's answer first: should it be refused, the failure says how, not only that no toast came
    const answer = await answered;
    expect({ status: answer.status(), body: answer.status() === 200 ? '' : await answer.text() }).toEqual({
      status: 200,
      body: '',
    });
    await expect(toast(page, COMPANY_PROFILE_UPDATED)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(toast(page, COMPANY_PROFILE_UPDATED)).toHaveCount(1);
    // no second save came after, and no refusal of one (a stale version) either
    await expect(page.getByRole('alert').filter({ hasText: /newer|version/i })).toHaveCount(0);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    const after = await withDb((db) =>
      db
        .selectFrom('vendors')
        .select(['contact_person', 'version'])
        .where('vendor_num', '=', DEMO_VENDOR_NUM)
        .executeTakeFirstOrThrow(),
    );
    expect(after).toEqual({ contact_person: person, version: before.version + 1 });
  } finally {
    await withDb((db) =>
      db
        .updateTable('vendors')
        .set({ contact_person: before.contact_person })
        .where('vendor_num', '=', DEMO_VENDOR_NUM)
        .execute(),
    );
  }
});
