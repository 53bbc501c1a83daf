// The only SQL of creating and sending announcement rounds: the announced orders and vendors, who is
// unsubscribed, each vendor's addresses, and the round with one detail per vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export function findOrdersByPoNums(db: Db, poNums: string[]) {
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
    ])
    .where('o.po_num', 'in', poNums)
    .orderBy('o.po_num')
    .execute();
}

export function findVendorsByNums(db: Db, vendorNums: number[]) {
  return db
    .selectFrom('vendors as v')
    .leftJoin('announcement_unsubscriptions as u', 'u.vendor_id', 'v.id')
    .select([
      'v.id',
      'v.vendor_num as vendorNum',
      'v.company',
      'v.contact_email as contactEmail',
      sql<boolean>`u.vendor_id is not null`.as('unsubscribed'),
    ])
    .where('v.vendor_num', 'in', vendorNums)
    .orderBy('v.vendor_num')
    .execute();
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

export async function readCompanyName(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', 'companyName')
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function insertRound(db: Db, createdBy: string, ordNums: number[]): Promise<number> {
  const round = await db
    .insertInto('announcement_rounds')
    .values({ created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('announcement_round_orders')
    .values(ordNums.map((ordNum) => ({ round_id: round.id, ord_num: ordNum })))
    .execute();
  return round.id;
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
