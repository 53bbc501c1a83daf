// The queries of a work order's timeline (work-order-timeline.ts): its events and its staff audit rows.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** The events naming the order (subject.ordNum), newest first, with who made each. */
export function orderEvents(db: Db, ordNum: number, limit: number) {
  return db
    .selectFrom('events as e')
    .leftJoin('vendors as v', 'v.id', 'e.vendor_id')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'vendor-user'),
    )
    .leftJoin('staff_accounts as sa', (join) =>
      join.onRef('sa.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'staff'),
    )
    .select([
      'e.id',
      'e.occurred_at as at',
      'e.type',
      'e.actor_kind as actorKind',
      'u.email as userEmail',
      'sa.email as staffEmail',
      'v.company as vendorCompany',
      'e.data',
    ])
    .where(sql<boolean>`e.subject ->> 'ordNum' = ${String(ordNum)}`)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** The staff audit rows of the order, newest first. */
export function orderStaffAudits(db: Db, ordNum: number, limit: number) {
  return db
    .selectFrom('staff_audit_log')
    .select(['at', 'action', 'staff_email as staffEmail', 'before', 'after'])
    .where('subject_type', '=', 'work-order')
    .where('subject_id', '=', String(ordNum))
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
}
