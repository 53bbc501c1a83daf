// The queries of a work order's assignment to a vendor (work-order-assignment.ts): the order locked, its
// vendor and crew lines before, and the moves.
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/** Locks the order `ordNum` (undefined: no such order). */
export function lockOrderForAssignment(tx: Db, ordNum: number) {
  return tx
    .selectFrom('orders')
    .select(['ord_num as ordNum', 'po_num as poNum', 'vendor_id as vendorId'])
    .where('ord_num', '=', ordNum)
    .forUpdate()
    .executeTakeFirst();
}

export function orderBeforeAssignment(tx: Db, ordNum: number) {
  return tx
    .selectFrom('orders')
    .select([
      'po_num as poNum',
      'external_id as externalId',
      'vendor_id as vendorId',
      'status_code as status',
    ])
    .where('ord_num', '=', ordNum)
    .executeTakeFirstOrThrow();
}

export function crewLineVendors(tx: Db, ordNum: number) {
  return tx
    .selectFrom('crew_details')
    .select(['ocd_id', 'vendor_id'])
    .where('ord_num', '=', ordNum)
    .execute();
}

/** The order's vendor set, its version raised; the new version. */
export function setOrderVendor(tx: Db, ordNum: number, vendorId: number) {
  return tx
    .updateTable('orders')
    .set({ vendor_id: vendorId, version: sql`version + 1`, updated_at: sql`now()` })
    .where('ord_num', '=', ordNum)
    .returning('version')
    .executeTakeFirstOrThrow();
}

/** Every crew line of the order that is another vendor's moves to `vendorId`. */
export async function moveCrewLines(tx: Db, ordNum: number, vendorId: number): Promise<void> {
  await tx
    .updateTable('crew_details')
    .set({ vendor_id: vendorId, version: sql`version + 1`, updated_at: sql`now()` })
    .where('ord_num', '=', ordNum)
    .where('vendor_id', '<>', vendorId)
    .execute();
}

/** A crew line for `vendorId` on an order that has none (the vendor would otherwise not see it). */
export async function addCrewLine(tx: Db, ordNum: number, vendorId: number): Promise<void> {
  await sql`
    insert into crew_details (ocd_id, ord_num, crew_id, vendor_id, status, work_date)
    select n.id, o.ord_num, n.id, ${vendorId}, 'Assigned', coalesce(o.begin_service, now())
    from orders o, (select nextval('crew_details_ocd_id_seq')::integer as id) n
    where o.ord_num = ${ordNum}`.execute(tx);
}

export function crewLineExternalIds(tx: Db, ordNum: number) {
  return tx
    .selectFrom('crew_details')
    .select('external_id')
    .where('ord_num', '=', ordNum)
    .orderBy('ocd_id')
    .execute();
}
