// The only SQL of creating and sending announcement rounds: the announced orders and vendors (by the
// portal's numbers or the company's external ids), who is unsubscribed, each vendor's addresses, and
// the round with one detail per e-mailed vendor and one skip per vendor that got no e-mail.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

function selectOrders(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .select([
      'o.ord_num as ordNum',
      'o.po_num as poNum',
      'o.category',
      'o.order_type as orderType',
      'o.begin_service as beginService',
      'o.service_end as serviceEnd',
      'l.name as locationName',
      'l.city',
      'l.state',
      'o.external_id as externalId',
    ]);
}

export type RoundOrderRow = Awaited<ReturnType<typeof findOrdersByPoNums>>[number];

export function findOrdersByPoNums(db: Db, poNums: string[]) {
  return selectOrders(db).where('o.po_num', 'in', poNums).orderBy('o.po_num').execute();
}

export function findOrdersByExternalIds(db: Db, externalIds: string[]) {
  return selectOrders(db).where('o.external_id', 'in', externalIds).orderBy('o.po_num').execute();
}

/** An order's (`o`) vendor: its own, or (an order the provider API never assigned) its first crew line's. */
export const orderVendorId = sql<number>`coalesce(o.vendor_id, (select cd.vendor_id from crew_details cd
  where cd.ord_num = o.ord_num order by cd.ocd_id limit 1))`;

/** The vendors (`v`) with their leaving of the announcements list (`u`, none when subscribed). */
export function vendorsWithUnsubscription(db: Db) {
  return db.selectFrom('vendors as v').leftJoin('announcement_unsubscriptions as u', 'u.vendor_id', 'v.id');
}

/** Whether the vendor left the announcements list (of vendorsWithUnsubscription). */
export const unsubscribed = () => sql<boolean>`u.vendor_id is not null`.as('unsubscribed');

function selectVendors(db: Db) {
  return vendorsWithUnsubscription(db).select([
    'v.id',
    'v.vendor_num as vendorNum',
    'v.company',
    'v.contact_email as contactEmail',
    unsubscribed(),
    'v.external_id as externalId',
  ]);
}

export type RoundVendorRow = Awaited<ReturnType<typeof findVendorsByNums>>[number];

export function findVendorsByNums(db: Db, vendorNums: number[]) {
  return selectVendors(db).where('v.vendor_num', 'in', vendorNums).orderBy('v.vendor_num').execute();
}

export function findVendorsByExternalIds(db: Db, externalIds: string[]) {
  return selectVendors(db).where('v.external_id', 'in', externalIds).orderBy('v.vendor_num').execute();
}

/** The sign-in e-mails of a vendor's active users: the addresses used when it has no contact e-mail. */
export async function activeUserEmails(db: Db, vendorId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('vendor_id', '=', vendorId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.email);
}

/**
 * A new round; undefined when another one already holds `externalId` (a concurrent create of the same
 * round waits here for the first one's transaction, then finds its row).
 */
export async function insertRound(
  db: Db,
  round: { createdBy: string; externalId: string | null },
): Promise<number | undefined> {
  const row = await db
    .insertInto('announcement_rounds')
    .values({ created_by: round.createdBy, external_id: round.externalId })
    .onConflict((oc) => oc.column('external_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertRoundOrders(db: Db, roundId: number, ordNums: number[]): Promise<void> {
  await db
    .insertInto('announcement_round_orders')
    .values(ordNums.map((ordNum) => ({ round_id: roundId, ord_num: ordNum })))
    .execute();
}

/** A vendor of the round that got no e-mail, and why. */
export async function insertRoundSkip(
  db: Db,
  row: { roundId: number; vendorId: number; reason: 'unsubscribed' | 'no_addresses' },
): Promise<void> {
  await db
    .insertInto('announcement_round_skips')
    .values({ round_id: row.roundId, vendor_id: row.vendorId, reason: row.reason })
    .execute();
}

export async function insertRoundDetail(
  db: Db,
  row: { roundId: number; vendorId: number; tokenHash: string; ttlDays: number },
): Promise<number> {
  const detail = await db
    .insertInto('announcement_round_details')
    .values({
      round_id: row.roundId,
      vendor_id: row.vendorId,
      token_hash: row.tokenHash,
      token_expires_at: sql<Date>`now() + make_interval(days => ${row.ttlDays})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return detail.id;
}

export async function markEmailed(db: Db, detailId: number): Promise<void> {
  await db
    .updateTable('announcement_round_details')
    .set({ emailed_at: sql<Date>`now()` })
    .where('id', '=', detailId)
    .execute();
}

/** Orders by the portal's own number (the staff console picks them from a search). */
export function findOrdersByOrdNums(db: Db, ordNums: number[]) {
  return selectOrders(db).where('o.ord_num', 'in', ordNums).orderBy('o.po_num').execute();
}

/** Vendors by id (the staff console picks them from its matching list). */
export function findVendorsByIds(db: Db, ids: number[]) {
  return selectVendors(db).where('v.id', 'in', ids).orderBy('v.vendor_num').execute();
}

/** A vendor's company name and contact e-mail list (the award e-mail's addressee). */
export function vendorContact(db: Db, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['company', 'contact_email as contactEmail'])
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
}
