// Which of the vendor's work orders a user reaches (issue 40 point 3, decision 110). A user whose roles
// grant 'work-orders:all' reaches every crew line of the vendor; anyone else (a Technician) only the
// crew lines assigned to them, and the orders those are on. An order out of reach answers exactly as
// another vendor's does (404 with the same text), so a technician learns nothing of the others. The
// route adapters ask before they call the service; a check costs no query for an unrestricted user.
import type { VendorSession } from '../platform/http/session.ts';
import type { AppError } from '../platform/http/app-error.ts';
import {
  assertVendorOrder,
  documentOrderOf,
  orderNotFound,
  userAssignedCrewLines,
  userAssignedOnOrder,
} from './crew-lines.repository.ts';
import type { Db } from '../platform/db/database.ts';

/** null: the user reaches every crew line of the vendor; else the user whose assigned ones alone. */
export function assignedOnly(session: VendorSession): number | null {
  return session.permissions.includes('work-orders:all') ? null : session.userId;
}

/** 404 (`notFound`, the order's own by default) unless the user reaches the order. */
export async function assertReachesOrder(
  db: Db,
  session: VendorSession,
  ordNum: number,
  notFound: () => AppError = orderNotFound,
): Promise<void> {
  const userId = assignedOnly(session);
  if (userId !== null && !(await userAssignedOnOrder(db, session.vendorId, userId, ordNum))) throw notFound();
}

/** 404 (`notFound`) unless the user reaches every one of the crew lines. */
export async function assertReachesCrewLines(
  db: Db,
  session: VendorSession,
  ocdIds: readonly number[],
  notFound: () => AppError = orderNotFound,
): Promise<void> {
  const userId = assignedOnly(session);
  if (userId === null) return;
  const reached = await userAssignedCrewLines(db, session.vendorId, userId, ocdIds);
  if (ocdIds.some((ocdId) => !reached.has(ocdId))) throw notFound();
}

/**
 * 404 (`notFound`) unless the user reaches the document's order. A company document has none: who may
 * see those is the 'company' permission, which the service asks.
 */
export async function assertReachesDocument(
  db: Db,
  session: VendorSession,
  documentId: number,
  notFound: () => AppError,
): Promise<void> {
  if (assignedOnly(session) === null) return;
  const ordNum = await documentOrderOf(db, session.vendorId, documentId);
  if (ordNum === undefined) throw notFound();
  if (ordNum !== null) await assertReachesOrder(db, session, ordNum, notFound);
}

/**
 * The vendor's check of an order and the user's reach of it, in one: for the writes whose services
 * check the request's own faults first (they reveal nothing about any order) and only then the order,
 * so that an order out of reach answers at the same point as another vendor's.
 */
export async function assertSessionReachesOrder(
  db: Db,
  session: VendorSession,
  ordNum: number,
): Promise<void> {
  await assertVendorOrder(db, session.vendorId, ordNum);
  await assertReachesOrder(db, session, ordNum);
}
