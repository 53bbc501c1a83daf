// Marking a flagged check-in reviewed (decision 123), the same for the console's staff and the company's
// systems through the provider API: one conditional update (flagged and not yet reviewed), so that a double
// click, a retry or two reviewers at once mark it once; the event check-in.reviewed in the same
// transaction, and a staff member's mark in the staff audit log. A check-in that is not flagged is 409.
import { CHECK_IN_NOT_FLAGGED, CHECK_IN_NOT_FOUND } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import { checkInToReview, markCheckInReviewed } from './check-in-reviews.repository.ts';

/** Who marks: a staff member in the console, or an API client (its name is the reviewer's). */
export type CheckInReviewer =
  | { kind: 'staff'; staffId: number; name: string; email: string; ip: string }
  | { kind: 'provider'; name: string };

/** Marks the check-in reviewed unless it already is (then nothing changes); 404 none, 409 not flagged. */
export async function markReviewed(db: Db, id: number, reviewer: CheckInReviewer, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await checkInToReview(tx, id);
    if (!row) throw new AppError('not_found', CHECK_IN_NOT_FOUND, { reason: 'not-found' });
    if (row.siteState === null || row.siteState === 'on-site')
      throw new AppError('conflict', CHECK_IN_NOT_FLAGGED, { reason: 'not-flagged' });
    const staffId = reviewer.kind === 'staff' ? reviewer.staffId : null;
    if (!(await markCheckInReviewed(tx, id, { staffId, name: reviewer.name, at: now }))) return;
    await recordEvent(tx, {
      type: 'check-in.reviewed',
      vendorId: row.vendorId,
      actor:
        reviewer.kind === 'staff' ? { kind: 'staff', id: reviewer.staffId } : { kind: 'provider', id: null },
      subject: { checkInId: id, checkInExternalId: row.externalId, ordNum: row.ordNum },
      data: {
        reviewedAt: now.toISOString(),
        reviewedBy: reviewer.name,
        siteState: row.siteState,
        crewLineId: row.ocdId,
      },
    });
    // the console's changes are in the staff audit log (decision 057)
    if (reviewer.kind === 'staff')
      await recordStaffAction(tx, {
        actor: { staffId: reviewer.staffId, email: reviewer.email },
        action: 'check-in.reviewed',
        subjectType: 'work-order',
        subjectId: row.ordNum,
        before: null,
        after: { checkInId: id, siteState: row.siteState },
        vendorId: row.vendorId,
        ip: reviewer.ip,
      });
  });
}
