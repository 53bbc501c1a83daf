// The staff console's own SQL for announcement rounds (decision 062): the rounds with their counts, the
// orders a round may announce, the vendors a trade, state and zip coverage match (the unsubscribed ones
// and those without an address marked), and the trades and states to choose from. Making and reading
// a round is the shared round maker's (announce-round.ts).
import { sql } from 'kysely';
import type { StaffRoundVendorFilter } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { orderVendorId, unsubscribed, vendorsWithUnsubscription } from './announcement-rounds.repository.ts';

/**
 * `limit` rounds older than `beforeId` (all: undefined), newest first, each with its orders' PO #s and
 * its answer counts.
 */
export async function listRoundSummaries(db: Db, limit: number, beforeId: number | undefined) {
  const result = await sql<{
    id: number;
    externalId: string | null;
    createdAt: Date;
    createdBy: string;
    poNums: string[] | null;
    emailed: number;
    skipped: number;
    accepted: number;
    declined: number;
    unsubscribed: number;
    noAnswer: number;
  }>`
    select r.id, r.external_id as "externalId", r.created_at as "createdAt", r.created_by as "createdBy",
      (select array_agg(o.po_num order by o.po_num) from announcement_round_orders ro
        join orders o on o.ord_num = ro.ord_num where ro.round_id = r.id) as "poNums",
      (select count(*)::int from announcement_round_details d where d.round_id = r.id) as emailed,
      (select count(*)::int from announcement_round_skips s where s.round_id = r.id) as skipped,
      (select count(*)::int from announcement_round_details d
        where d.round_id = r.id and d.response = 'Accepted') as accepted,
      (select count(*)::int from announcement_round_details d
        where d.round_id = r.id and d.response = 'Declined') as declined,
      -- every unsubscribe through this round's links, an answered vendor's too (issue 38 point 11)
      (select count(*)::int from announcement_round_details d
        join announcement_unsubscriptions u on u.round_detail_id = d.id
        where d.round_id = r.id)
      + (select count(*)::int from announcement_round_skips s
        where s.round_id = r.id and s.reason = 'unsubscribed') as unsubscribed,
      (select count(*)::int from announcement_round_details d
        where d.round_id = r.id and d.response is null and not exists (
          select 1 from announcement_unsubscriptions u where u.round_detail_id = d.id))
      + (select count(*)::int from announcement_round_skips s
        where s.round_id = r.id and s.reason <> 'unsubscribed') as "noAnswer"
    from announcement_rounds r
    ${beforeId === undefined ? sql`` : sql`where r.id < ${beforeId}`}
    order by r.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Up to 20 orders whose PO # starts with `q`, or whose store or city holds it; newest first. */
export function searchOrders(db: Db, q: string) {
  const text = q.trim().toLowerCase();
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  let query = db
    .selectFrom('orders as o')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code')
    .leftJoin('vendors as v', (join) => join.onRef('v.id', '=', orderVendorId))
    .select([
      'o.ord_num as ordNum',
      'o.po_num as poNum',
      'o.category',
      'o.order_type as orderType',
      's.description as status',
      'l.name as locationName',
      'l.city',
      'l.state',
      'l.zip',
      'v.vendor_num as vendorNum',
      'v.company as vendorCompany',
    ])
    .orderBy('o.ord_num', 'desc')
    .limit(20);
  if (text !== '')
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(o.po_num)`, 'like', `${escaped}%`),
        eb(sql`lower(l.name)`, 'like', `%${escaped}%`),
        eb(sql`lower(l.city)`, 'like', `%${escaped}%`),
      ]),
    );
  return query.execute();
}

/**
 * The active vendors matching every filter given: `trade` (one of its trades), `state` (located in it
 * or covering a zip code in it), `zip` (covering it). At most `limit` + 1 rows, by vendor #, so the
 * caller can tell there are more.
 */
export function matchVendors(db: Db, filter: StaffRoundVendorFilter, limit: number) {
  let query = vendorsWithUnsubscription(db)
    .select([
      'v.id',
      'v.vendor_num as vendorNum',
      'v.company',
      'v.city',
      'v.state',
      unsubscribed(),
      // what the round maker checks: a contact address, else an active user's e-mail
      sql<boolean>`v.contact_email !~ '[^[:space:]@;]+@[^[:space:]@;]+\\.[^[:space:]@;]+'
        and not exists (select 1 from users us where us.vendor_id = v.id and us.status = 'active')`.as(
        'noAddresses',
      ),
      sql<string[]>`coalesce((select array_agg(t.trade_code order by t.trade_code) from vendor_trades t
        where t.vendor_id = v.id), '{}')`.as('trades'),
    ])
    .where('v.status', '=', 'active')
    .orderBy('v.vendor_num')
    .limit(limit + 1);
  const { trade, state, zip } = filter;
  if (trade)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vendor_trades as t')
          .select(sql`1`.as('one'))
          .whereRef('t.vendor_id', '=', 'v.id')
          .where(sql`lower(t.trade_code)`, '=', trade.toLowerCase()),
      ),
    );
  if (zip)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vendor_zips as z')
          .select(sql`1`.as('one'))
          .whereRef('z.vendor_id', '=', 'v.id')
          .where('z.zip_code', '=', zip),
      ),
    );
  if (state)
    query = query.where((eb) =>
      eb.or([
        eb('v.state', '=', state),
        eb.exists(
          eb
            .selectFrom('vendor_zips as z')
            .innerJoin('zip_codes as zc', 'zc.zip', 'z.zip_code')
            .select(sql`1`.as('one'))
            .whereRef('z.vendor_id', '=', 'v.id')
            .where('zc.state_code', '=', state),
        ),
      ]),
    );
  return query.execute();
}

export function usStates(db: Db) {
  return db.selectFrom('states').select(['code', 'name']).orderBy('name').execute();
}

/** A vendor's number and company (for audit rows and events). */
export function vendorsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vendors')
    .select(['id', 'vendor_num as vendorNum', 'company'])
    .where('id', 'in', ids)
    .execute();
}
