// The only SQL of reading rounds back (the provider API, decision 055, and the staff console, decision
// 062): a round by the company's external id or its id, or a page of rounds, and for a set of rounds their orders, their e-mailed vendors with
// each one's current answer, and the vendors they skipped.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { orderVendorId } from './announcement-rounds.repository.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';

const roundColumns = [
  'r.id',
  'r.external_id as externalId',
  'r.created_by as createdBy',
  'r.version',
  'r.created_at as createdAt',
  'r.updated_at as updatedAt',
] as const;

export type RoundRow = NonNullable<Awaited<ReturnType<typeof lockRoundByExternalId>>>;

/** The round of `externalId`, locked until the transaction ends (a create or a check of it). */
export function lockRoundByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('announcement_rounds as r')
    .select(roundColumns)
    .where('r.external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
}

export function findRoundByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('announcement_rounds as r')
    .select(roundColumns)
    .where('r.external_id', '=', externalId)
    .executeTakeFirst();
}

export function findRoundById(db: Db, id: number) {
  return db
    .selectFrom('announcement_rounds as r')
    .select(roundColumns)
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The round `id`, or undefined; locked until the transaction ends with `lock`. */
export function findRoundByIdIfAny(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('announcement_rounds as r').select(roundColumns).where('r.id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Rounds by id after `afterId`, changed at or after `updatedSince`; `limit` rows at most. */
export function listRoundRows(db: Db, page: ListPage) {
  const rounds = db.selectFrom('announcement_rounds as r').select(roundColumns);
  return inListPage(rounds, { id: 'r.id', updatedAt: 'r.updated_at' }, page).execute();
}

export function roundOrders(db: Db, roundIds: number[]) {
  return db
    .selectFrom('announcement_round_orders as ro')
    .innerJoin('orders as o', 'o.ord_num', 'ro.ord_num')
    .leftJoin('vendors as ov', (join) => join.onRef('ov.id', '=', orderVendorId))
    .select([
      'ro.round_id as roundId',
      'o.ord_num as ordNum',
      'o.external_id as externalId',
      'o.po_num as poNum',
      'ov.id as vendorId',
      'ov.vendor_num as vendorNum',
      'ov.company as vendorCompany',
    ])
    .where('ro.round_id', 'in', roundIds)
    .orderBy('o.po_num')
    .execute();
}

/** The e-mailed vendors with their current answer, and the time they unsubscribed through this link. */
export function roundDetails(db: Db, roundIds: number[]) {
  return db
    .selectFrom('announcement_round_details as d')
    .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
    .leftJoin('announcement_unsubscriptions as u', 'u.round_detail_id', 'd.id')
    .select([
      'd.round_id as roundId',
      'd.id as detailId',
      'v.id as vendorId',
      'v.external_id as externalId',
      'v.vendor_num as vendorNum',
      'v.company',
      'd.emailed_at as emailedAt',
      'd.response',
      'd.declined_reason as declinedReason',
      'd.responded_at as respondedAt',
      'u.at as unsubscribedAt',
    ])
    .where('d.round_id', 'in', roundIds)
    .execute();
}

/** The vendors a round did not e-mail, why, and when an unsubscribed one unsubscribed. */
export function roundSkips(db: Db, roundIds: number[]) {
  return db
    .selectFrom('announcement_round_skips as s')
    .innerJoin('vendors as v', 'v.id', 's.vendor_id')
    .leftJoin('announcement_unsubscriptions as u', 'u.vendor_id', 's.vendor_id')
    .select([
      's.round_id as roundId',
      's.reason',
      'v.id as vendorId',
      'v.external_id as externalId',
      'v.vendor_num as vendorNum',
      'v.company',
      sql<Date | null>`case when s.reason = 'unsubscribed' then u.at end`.as('unsubscribedAt'),
    ])
    .where('s.round_id', 'in', roundIds)
    .execute();
}
