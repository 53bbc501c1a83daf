// The work order as every screen sees it (domain layer: features may import it, it imports only
// platform and contracts). The join every work-order screen starts from: a vendor's crew line with its
// order, client, store and status, so that the search, the details, the scheduling list and the
// documents read one definition; and the vendor check of an order (another vendor's order answers
// exactly like a missing one).
import { sql } from 'kysely';
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

/**
 * One of the vendor's crew lines (`crew_details as cd`), the start of every query a vendor's request makes
 * of one line: callers join and select what they need; another vendor's line reads as no row, exactly like
 * a missing one.
 */
export function vendorCrewLine(db: Db, vendorId: number, ocdId: number) {
  return db
    .selectFrom('crew_details as cd')
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.ocd_id', '=', ocdId);
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

/** A condition on a query of `crew_details as cd`: the crew line is assigned to the user (issue 40). */
export const assignedToUser = (userId: number) =>
  sql<boolean>`exists (select 1 from crew_line_assignments a where a.ocd_id = cd.ocd_id and a.user_id = ${userId})`;

/** Whether one of the vendor's crew lines on the order is assigned to the user. */
export async function userAssignedOnOrder(
  db: Db,
  vendorId: number,
  userId: number,
  ordNum: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('crew_details as cd')
    .select('cd.ocd_id')
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.ord_num', '=', ordNum)
    .where(assignedToUser(userId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these crew lines, those of the vendor assigned to the user. */
export async function userAssignedCrewLines(
  db: Db,
  vendorId: number,
  userId: number,
  ocdIds: readonly number[],
): Promise<Set<number>> {
  if (ocdIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('crew_details as cd')
    .select('cd.ocd_id')
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.ocd_id', 'in', ocdIds)
    .where(assignedToUser(userId))
    .execute();
  return new Set(rows.map((r) => r.ocd_id));
}

/** The order of one of the vendor's documents: its number, null for a company document, undefined if none. */
export async function documentOrderOf(
  db: Db,
  vendorId: number,
  documentId: number,
): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('order_documents')
    .select('ord_num')
    .where('vendor_id', '=', vendorId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row?.ord_num;
}
