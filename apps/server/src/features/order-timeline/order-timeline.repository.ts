// The queries of a work order's activity timeline (order-timeline.ts, decision 119): three sources, each
// read newest first from its own index after the cursor's position in it, at most `limit + 1` rows:
// the order's events (events_ord_num_idx), its crew lines' dispatch and NTE rows (crew_line_changes,
// migration 0056) and, for the company, the staff audit rows of the order (staff_audit_log_subject_idx).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
export { orderExists, ordNumOfExternalId } from '../../domain/record-lookups.repository.ts';

/** null: every vendor's (the company's side); a vendor id: that vendor's and the order's own. */
export type TimelineScope = { vendorId: number | null };

/** The events of the order of the kinds the timeline shows, newest first, with who made each. */
export function timelineEvents(
  db: Db,
  ordNum: number,
  scope: TimelineScope,
  types: readonly string[],
  beforeId: number,
  limit: number,
) {
  let query = db
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
      'u.first_name as userFirstName',
      'u.last_name as userLastName',
      'u.email as userEmail',
      'sa.name as staffName',
      'sa.email as staffEmail',
      'v.company as vendorCompany',
      'e.subject',
      'e.data',
    ])
    .where(sql<boolean>`e.subject ->> 'ordNum' = ${String(ordNum)}`)
    .where('e.id', '<', beforeId)
    .where('e.type', 'in', types);
  if (scope.vendorId !== null) {
    const vendorId = scope.vendorId;
    query = query.where((eb) => eb.or([eb('e.vendor_id', '=', vendorId), eb('e.vendor_id', 'is', null)]));
  } else {
    // a staff edit of the order is its audit row (which says before and after); its events say the same
    query = query.where((eb) =>
      eb.or([
        eb('e.actor_kind', '<>', 'staff'),
        eb('e.type', 'not in', ['work-order.created', 'work-order.updated']),
      ]),
    );
  }
  return query.orderBy('e.id', 'desc').limit(limit).execute();
}
export type TimelineEventRow = Awaited<ReturnType<typeof timelineEvents>>[number];

/** The order's crew lines' dispatch and NTE change rows, newest first. */
export function timelineCrewLineChanges(
  db: Db,
  ordNum: number,
  scope: TimelineScope,
  beforeId: number,
  limit: number,
) {
  let query = db
    .selectFrom('crew_line_changes as c')
    .leftJoin('vendors as v', 'v.id', 'c.vendor_id')
    .select([
      'c.id',
      'c.at',
      'c.kind',
      'c.ocd_id as ocdId',
      sql<string | null>`c.nte_before::text`.as('nteBefore'),
      sql<string>`c.nte_after::text`.as('nteAfter'),
      'v.company as vendorCompany',
    ])
    .where('c.ord_num', '=', ordNum)
    .where('c.id', '<', beforeId);
  if (scope.vendorId !== null) query = query.where('c.vendor_id', '=', scope.vendorId);
  return query.orderBy('c.id', 'desc').limit(limit).execute();
}
export type TimelineCrewLineChangeRow = Awaited<ReturnType<typeof timelineCrewLineChanges>>[number];

/** The staff audit rows of the order (the company's side only), newest first. */
export function timelineStaffAudits(db: Db, ordNum: number, beforeId: number, limit: number) {
  return db
    .selectFrom('staff_audit_log as a')
    .leftJoin('staff_accounts as sa', 'sa.id', 'a.staff_id')
    .leftJoin('vendors as v', 'v.id', 'a.vendor_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.staff_email as staffEmail',
      'sa.name as staffName',
      'a.before',
      'a.after',
      'v.company as vendorCompany',
    ])
    .where('a.subject_type', '=', 'work-order')
    .where('a.subject_id', '=', String(ordNum))
    .where('a.id', '<', beforeId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
export type TimelineStaffAuditRow = Awaited<ReturnType<typeof timelineStaffAudits>>[number];

/** The names of the vendor's users `ids` (an assignment's technicians). */
export async function userNames(db: Db, vendorId: number | null, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...ids]);
  if (vendorId !== null) query = query.where('vendor_id', '=', vendorId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, personName(r.first_name, r.last_name, r.email)]));
}

/** A person's name as the timeline shows it: first and last, or the e-mail when both are empty. */
export function personName(first: string | null, last: string | null, email: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name !== '' ? name : (email ?? 'A vendor user');
}
