// Dispatch answers and status moves on a phone (issue 41 points 1 and 2) in Chromium at 375 px against
// the real server: the demo user opens a dispatched (Assigned) work order, sees its NTE and answer
// deadline, accepts it with an ETA from the drawer, starts the work and completes it with resolution
// notes and hours; each move's toast shows, the buttons follow the state machine, nothing scrolls
// sideways, and axe finds nothing serious on the page or the drawers. Then a Vendor manager sees the
// answer, the ETA and the moves in the console and reopens the completed line.
import {
  COMPLETION_NEEDS_AFTER_PHOTO,
  COMPLETION_NEEDS_BEFORE_PHOTO,
  MOVE_DONE,
  RESOLUTION_NOTES_REQUIRED,
} from '@vp/contracts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { demoCrewLine, detailsPath } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { openStaffPage } from './staff-session.ts';
import { expect, test } from './fixtures.ts';
import { toast } from './toasts.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('accept with an ETA, start, complete: on a phone; the console sees it and reopens', async ({
  signedInPage: page,
  browser,
}) => {
  const line = await demoCrewLine(30);
  const db = openE2eDb();
  try {
    // dispatched afresh: waiting for the answer, due in a day
    await db
      .updateTable('crew_details')
      .set({ status: 'Assigned', response_due_at: new Date(Date.now() + 86_400_000), answered_at: null })
      .where('ocd_id', '=', line.ocd_id)
      .execute();

    await page.goto(detailsPath(line));
    const panel = page.getByRole('region', { name: 'Dispatch and status' });
    await expect(panel.getByTestId('field-work-status')).toHaveText('Assigned', { timeout: 15_000 });
    await expect(panel.getByTestId('field-work-nte')).toContainText('$');
    await expect(panel.getByTestId('field-work-answer-by')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept the work order' });
    await accept.getByLabel('Arrival date').fill('2026-12-03');
    await accept.getByLabel('From').fill('08:00');
    await accept.getByLabel('To').fill('10:00');
    expect(await seriousViolations(page)).toEqual([]);
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, MOVE_DONE.accept)).toBeVisible();
    await expect(accept).toBeHidden();
    await expect(panel.getByTestId('field-work-status')).toHaveText('Accepted');
    await expect(panel.getByTestId('field-work-eta')).toContainText('08:00–10:00');
    // the buttons are the moves the machine allows from Accepted
    await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Start work' }).click();
    await expect(toast(page, MOVE_DONE.start)).toBeVisible();
    await expect(panel.getByTestId('field-work-status')).toHaveText('In Progress');

    // the completion's drawer names the evidence still missing: a before and an after photo
    await panel.getByRole('button', { name: 'Complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete the work order' });
    await expect(complete.getByText(COMPLETION_NEEDS_BEFORE_PHOTO)).toBeVisible();
    await expect(complete.getByText(COMPLETION_NEEDS_AFTER_PHOTO)).toBeVisible();
    await complete.getByRole('button', { name: 'Cancel' }).click();
    await expect(complete).toBeHidden();
    // the photos arrive (the Photos section's upload: order-photos.spec.ts), and the page is opened again
    for (const kind of ['before', 'after'] as const)
      await db
        .insertInto('order_photos')
        .values({
          ocd_id: line.ocd_id,
          ord_num: line.ord_num,
          vendor_id: (
            await db
              .selectFrom('crew_details')
              .select('vendor_id')
              .where('ocd_id', '=', line.ocd_id)
              .executeTakeFirstOrThrow()
          ).vendor_id,
          kind,
          taken_by: 'E2e',
          file_name: `${kind}.jpg`,
          file_extension: 'jpg',
          content_type: 'image/jpeg',
          max_bytes: 1000,
          upload_key: `e2e-field-work-${line.ocd_id}-${kind}-${Date.now()}`,
          photo_key: `e2e-field-work-${line.ocd_id}-${kind}-${Date.now()}`,
          thumbnail_key: `e2e-field-work-${line.ocd_id}-${kind}-thumb`,
          expires_at: new Date(Date.now() + 3600_000),
          received_at: new Date(),
          size_bytes: 100,
          sha256: '0'.repeat(64),
        })
        .execute();
    await page.reload();
    await expect(panel.getByTestId('field-work-status')).toHaveText('In Progress', { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Complete' }).click();
    await expect(complete.getByText(COMPLETION_NEEDS_BEFORE_PHOTO)).toHaveCount(0);
    await complete.getByRole('button', { name: 'Complete' }).click();
    await expect(complete.getByText(RESOLUTION_NOTES_REQUIRED)).toBeVisible();
    await complete.getByLabel('Resolution notes').fill('Replaced the condenser fan motor.');
    await complete.getByLabel('Labour hours').fill('2.5');
    expect(await seriousViolations(page)).toEqual([]);
    await complete.getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, MOVE_DONE.complete)).toBeVisible();
    await expect(panel.getByTestId('field-work-status')).toHaveText('Completed');
    await expect(panel.getByTestId('field-work-completed')).toContainText('2.50 h');
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(panel.getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const moves = await db
      .selectFrom('crew_line_status_moves')
      .select('move')
      .where('ocd_id', '=', line.ocd_id)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => m.move)).toEqual(['accept', 'start', 'complete']);

    const console_ = await openStaffPage(browser, 'vendor_manager');
    try {
      const staffPage = console_.page;
      await staffPage.goto(`/staff/work-orders/${line.ord_num}`);
      const answers = staffPage.getByRole('region', { name: 'Dispatch answers and status' });
      const row = answers.getByRole('row').filter({ hasText: String(line.ocd_id) });
      await expect(row).toContainText('Completed', { timeout: 15_000 });
      await expect(row).toContainText('08:00–10:00');
      await expect(staffPage.getByRole('region', { name: 'Status moves' }).getByRole('row')).toHaveCount(4);
      expect(await seriousViolations(staffPage)).toEqual([]);
      await row.getByRole('button', { name: 'Reopen' }).click();
      await expect(toast(staffPage, MOVE_DONE.reopen)).toBeVisible();
      await expect(row).toContainText('In Progress');
      await expect(row.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
    } finally {
      await console_.context.close();
    }
  } finally {
    await db.destroy();
  }
});
