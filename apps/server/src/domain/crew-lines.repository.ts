// The work order as every screen sees it (domain layer: features may import it, it imports only
// platform and contracts). The join every work-order screen starts from: a vendor's crew line with its
// order, client, store and status, so that the search, the details, the scheduling list and the
// documents read one definition; and the vendor check of an order (another vendor's order answers
// exactly like a missing one).
import { WORK_ORDER_NOT_FOUND } from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import { AppError } from '../platform/http/app-error.ts';
import { sharedWhileRunning } from '../platform/http/shared-while-running.ts';

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

/**
 * The check as the details sections ask it: six of a details page's calls, sent at once, check the same
 * order for the same vendor, and share one query while it runs (decision 074). Per database handle, so
 * that a transaction's check runs on its own connection.
 */
const sharedChecks = new WeakMap<Db, (key: string) => Promise<boolean>>();

function sharedVendorHasOrder(db: Db, vendorId: number, ordNum: number): Promise<boolean> {
  let check = sharedChecks.get(db);
  if (!check) {
    check = sharedWhileRunning((key: string) => {
      const [vendor, order] = key.split(' ').map(Number) as [number, number];
      return vendorHasOrder(db, vendor, order);
    });
    sharedChecks.set(db, check);
  }
  return check(`${vendorId} ${ordNum}`);
}

/** 404 unless one of the vendor's crew lines is on the order. */
export async function assertVendorOrder(db: Db, vendorId: number, ordNum: number): Promise<void> {
  if (!(await sharedVendorHasOrder(db, vendorId, ordNum))) throw orderNotFound();
}
