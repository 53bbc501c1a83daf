// The only SQL of the company profile's own calls: the ACH message setting, the trade catalog and the
// vendor's trades, ZIP codes and company notes. Every query a vendor's request reaches is scoped by
// the vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

const isoDate = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// --- trades

/** The catalog's spelling of a code, matched without regard to case; null when unknown. */
export async function findCatalogTrade(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('trade_catalog')
    .select('code')
    .where(sql<boolean>`lower(code) = lower(${code})`)
    .executeTakeFirst();
  return row?.code ?? null;
}

export function listVendorTrades(db: Db, vendorId: number) {
  return db
    .selectFrom('vendor_trades')
    .select(['id', 'trade_code as tradeCode'])
    .where('vendor_id', '=', vendorId)
    .orderBy('trade_code')
    .execute();
}

/** The new row; null when the vendor already has the trade. */
export async function insertVendorTrade(db: Db, vendorId: number, tradeCode: string) {
  const row = await db
    .insertInto('vendor_trades')
    .values({ vendor_id: vendorId, trade_code: tradeCode })
    .onConflict((oc) => oc.columns(['vendor_id', 'trade_code']).doNothing())
    .returning(['id', 'trade_code as tradeCode'])
    .executeTakeFirst();
  return row ?? null;
}

/** The deleted trade's code; null when the vendor has no such row. */
export async function deleteVendorTrade(db: Db, vendorId: number, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('vendor_trades')
    .where('vendor_id', '=', vendorId)
    .where('id', '=', id)
    .returning('trade_code')
    .executeTakeFirst();
  return row?.trade_code ?? null;
}

// --- zips

/** The vendor's ZIPs with each one's primary city and state from the ZIP dataset. */
export function listVendorZips(db: Db, vendorId: number, id?: number) {
  let query = db
    .selectFrom('vendor_zips as v')
    .leftJoin('zip_codes as z', 'z.zip', 'v.zip_code')
    .select([
      'v.id',
      'v.zip_code as zipCode',
      sql<string>`coalesce(z.city, '')`.as('city'),
      sql<string>`coalesce(z.state_code, '')`.as('state'),
    ])
    .where('v.vendor_id', '=', vendorId);
  if (id !== undefined) query = query.where('v.id', '=', id);
  return query.orderBy('v.zip_code').execute();
}

export async function zipExists(db: Db, zip: string): Promise<boolean> {
  const row = await db.selectFrom('zip_codes').select('zip').where('zip', '=', zip).executeTakeFirst();
  return row !== undefined;
}

/** The new row's id; null when the vendor already has the ZIP. */
export async function insertVendorZip(db: Db, vendorId: number, zip: string): Promise<number | null> {
  const row = await db
    .insertInto('vendor_zips')
    .values({ vendor_id: vendorId, zip_code: zip })
    .onConflict((oc) => oc.columns(['vendor_id', 'zip_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The deleted ZIP; null when the vendor has no such row. */
export async function deleteVendorZip(db: Db, vendorId: number, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('vendor_zips')
    .where('vendor_id', '=', vendorId)
    .where('id', '=', id)
    .returning('zip_code')
    .executeTakeFirst();
  return row?.zip_code ?? null;
}

// --- notes

const noteColumns = ['id', 'notes', 'note_type as noteType', 'input_by as inputBy'] as const;

/** The vendor's notes shown on the web, newest first. */
export function listVendorNotes(db: Db, vendorId: number) {
  return db
    .selectFrom('vendor_notes')
    .select([...noteColumns, isoDate.as('inputDate')])
    .where('vendor_id', '=', vendorId)
    .where('web_display', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertVendorNote(
  db: Db,
  note: { vendorId: number; userId: number; noteType: string; notes: string; inputBy: string },
) {
  return db
    .insertInto('vendor_notes')
    .values({
      vendor_id: note.vendorId,
      user_id: note.userId,
      note_type: note.noteType,
      notes: note.notes,
      web_display: true,
      input_by: note.inputBy,
    })
    .returning([...noteColumns, isoDate.as('inputDate')])
    .executeTakeFirstOrThrow();
}
