// The work order as every screen sees it (domain layer: features may import it, it imports only
// platform and contracts). The join every work-order screen starts from: a vendor's crew line with its
// order, client, store and status, so that the search, the details, the scheduling list and the
// documents read one definition; and the vendor check of an order (another vendor's order answers
// exactly like a missing one).
import { WORK_ORDER_NOT_FOUND } from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import { AppError } from '../platform/http/app-error.ts';

export function crewLinesWithOrders(db: Db) {
  return db
    .selectFrom('crew_details as cd')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code');
}

export const orderNotFound = () => new AppError('not_found', WORK_ORDER_NOT_FOUND);

/** Whether one of the vendor's crew lines is on the order. */
export async function vendorHasOrder(db: Db, vendorId: number, ordNum: number): Promise<boolean> {
  const row = await db
    .selectFrom('crew_details')
    .select('ocd_id')
    .where('vendor_id', '=', vendorId)
    .where('ord_num', '=', ordNum)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** 404 unless one of the vendor's crew lines is on the order. */
export async function assertVendorOrder(db: Db, vendorId: number, ordNum: number): Promise<void> {
  if (!(await vendorHasOrder(db, vendorId, ordNum))) throw orderNotFound();
}
