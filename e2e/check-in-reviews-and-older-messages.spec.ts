// The company's follow-up on a work order (issue 41 points 4 and 5's gaps, decision 123) in Chromium
// against the real server: in the console a Vendor manager marks a flagged check-in reviewed (it leaves
// "To review" and says who and when), and attaches one of the order's documents to a message, which the
// vendor's page shows with it; on the vendor's page at 375 px a conversation of 230 messages opens at its
// newest 200 and "Show older messages" brings the rest. axe on each.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import {
  CHECK_IN_REVIEWED,
  MARK_REVIEWED_LABEL,
  MESSAGES_SECTION_TITLE,
  SHOW_OLDER_MESSAGES_LABEL,
  TO_REVIEW_LABEL,
} from '@vp/contracts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { quietDemoCrewLine, type CrewLine } from './provider-api.ts';
import { openStaffPage } from './staff-session.ts';
import { toast } from './toasts.ts';

/**
 * Opens the details page's Messages section, whose title counts the unread messages ("Messages (230
 * unread)") until the open conversation marks them read: named by either.
 */
async function openMessages(page: Page) {
  const title = new RegExp(`^${MESSAGES_SECTION_TITLE}( \\(\\d+ unread\\))?$`);
  const button = page.getByRole('button', { name: title });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: title });
}

/** The crew line's vendor id (the demo vendor's). */
async function vendorOf(line: CrewLine): Promise<number> {
  const db = openE2eDb();
  try {
    const row = await db
      .selectFrom('crew_details')
      .select('vendor_id')
      .where('ocd_id', '=', line.ocdId)
      .executeTakeFirstOrThrow();
    return row.vendor_id;
  } finally {
    await db.destroy();
  }
}

test('a Vendor manager marks a flagged check-in reviewed in the console', async ({ browser }) => {
  const line = await quietDemoCrewLine(14);
  const vendorId = await vendorOf(line);
  const who = `E2E Reviewer ${Date.now() % 1_000_000}`;
  const db = openE2eDb();
  let checkInId: number;
  try {
    // a check-in 5 km from the store, as the phone records one (check-ins.spec.ts makes them in the page)
    ({ id: checkInId } = await db
      .insertInto('order_hours')
      .values({
        ord_num: line.ordNum,
        vendor_id: vendorId,
        ocd_id: line.ocdId,
        start_at: new Date(),
        input_at: new Date(),
        method: 'Mobile Guest',
        input_by: `${who} (guest)`,
        guest_name: who,
        device: 'E2E phone',
        latitude: 40.79,
        longitude: -73.98,
        accuracy_m: 20,
        fixed_at: new Date(),
        distance_m: 5000,
        site_state: 'off-site',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } finally {
    await db.destroy();
  }
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  try {
    await page.goto(`/staff/work-orders/${line.ordNum}`);
    const item = page.getByTestId('staff-check-in').filter({ hasText: who });
    await expect(item.getByText(TO_REVIEW_LABEL, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('button', { name: new RegExp(`^${MARK_REVIEWED_LABEL}`) }).dblclick();
    await expect(toast(page, CHECK_IN_REVIEWED)).toBeVisible();
    await expect(item.getByText(TO_REVIEW_LABEL, { exact: true })).toBeHidden();
    await expect(item).toContainText('Reviewed by');
    await expect(item.getByRole('button', { name: new RegExp(`^${MARK_REVIEWED_LABEL}`) })).toBeHidden();
    // a double click marked it once: one event
    const check = openE2eDb();
    try {
      const events = await check
        .selectFrom('events')
        .select('id')
        .where('type', '=', 'check-in.reviewed')
        .where('vendor_id', '=', vendorId)
        .where(sql<string>`subject->>'checkInId'`, '=', String(checkInId))
        .execute();
      expect(events).toHaveLength(1);
    } finally {
      await check.destroy();
    }
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the console attaches a document of the order to its message; the vendor sees it', async ({
  browser,
}) => {
  const line = await quietDemoCrewLine(15);
  const vendorId = await vendorOf(line);
  const fileName = `e2e-quote-${Date.now() % 1_000_000}.pdf`;
  const db = openE2eDb();
  try {
    await db
      .insertInto('order_documents')
      .values({
        vendor_id: vendorId,
        ord_num: line.ordNum,
        type_code: 'Invoice',
        file_name: fileName,
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        blob_key: `e2e/${randomUUID()}`,
        input_by: 'e2e',
      })
      .execute();
  } finally {
    await db.destroy();
  }
  const { page, context } = await openStaffPage(browser, 'vendor_manager');
  const vendorPage = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await page.goto(`/staff/work-orders/${line.ordNum}`);
    const chooser = page.getByRole('combobox', { name: 'Conversation with' });
    if (await chooser.isVisible().catch(() => false)) {
      await chooser.click();
      await page.getByRole('option', { name: new RegExp(`crew ${line.crewId}\\b`) }).click();
    }
    const text = `The approved quote is attached, ${fileName}.`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('combobox', { name: 'Attach documents' }).click();
    await page.getByRole('option', { name: fileName }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('listitem').filter({ hasText: text });
    await expect(sent.getByRole('list', { name: 'Attachments' })).toContainText(fileName);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(vendorPage);
    await vendorPage.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
    const panel = await openMessages(vendorPage);
    const seen = panel.getByRole('listitem').filter({ hasText: text });
    await expect(seen.getByRole('list', { name: 'Attachments' })).toContainText(fileName);
  } finally {
    await vendorPage.close();
    await context.close();
  }
});

test('a conversation of 230 messages opens at the newest 200 and shows the older ones on demand, at 375 px', async ({
  browser,
}) => {
  const line = await quietDemoCrewLine(16);
  const vendorId = await vendorOf(line);
  const stamp = Date.now() % 1_000_000;
  const db = openE2eDb();
  try {
    await db
      .insertInto('order_messages')
      .values(
        Array.from({ length: 230 }, (_, i) => ({
          ocd_id: line.ocdId,
          ord_num: line.ordNum,
          vendor_id: vendorId,
          author_kind: 'staff' as const,
          author_name: 'Dispatcher',
          body: `Old note ${i + 1} of ${stamp}`,
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await signIn(page);
    await page.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
    const panel = await openMessages(page);
    await expect(panel.getByText(`Old note 230 of ${stamp}`, { exact: true })).toBeAttached();
    await expect(panel.getByText(`Old note 31 of ${stamp}`, { exact: true })).toBeAttached();
    await expect(panel.getByText(`Old note 30 of ${stamp}`, { exact: true })).toHaveCount(0);
    const older = panel.getByRole('button', { name: SHOW_OLDER_MESSAGES_LABEL });
    await older.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await older.click();
    await expect(panel.getByText(`Old note 1 of ${stamp}`, { exact: true })).toBeAttached();
    await expect(panel.getByText(`Old note 30 of ${stamp}`, { exact: true })).toBeAttached();
    // the oldest are shown: nothing older to ask for
    await expect(older).toBeHidden();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  } finally {
    await page.close();
  }
});
