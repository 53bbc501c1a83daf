// The "reviewed" mark of a flagged check-in (decision 123): what a review reads of the check-in and the
// conditional update that marks it. Here (domain) because the console (features/check-ins) and the
// provider API (features/work-orders) both mark.
import type { Db } from '../../platform/db/database.ts';

/** What a review needs of a check-in: its ids, its site state and its review so far. */
export function checkInToReview(db: Db, id: number) {
  return db
    .selectFrom('order_hours')
    .select([
      'id',
      'ord_num as ordNum',
      'ocd_id as ocdId',
      'vendor_id as vendorId',
      'external_id as externalId',
      'site_state as siteState',
      'reviewed_at as reviewedAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Marks a flagged check-in reviewed, only if it is flagged and not yet reviewed: of two concurrent
 * marks (a double click) one updates and the other finds it done. True when this call marked it.
 */
export async function markCheckInReviewed(
  db: Db,
  id: number,
  by: { staffId: number | null; name: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('order_hours')
    .set((eb) => ({
      reviewed_at: by.at,
      reviewed_by_staff_id: by.staffId,
      reviewed_by_name: by.name,
      updated_at: by.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('site_state', 'is not', null)
    .where('site_state', '<>', 'on-site')
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
