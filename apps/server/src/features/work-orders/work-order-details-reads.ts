// The details sections as a vendor reads them (information, recur, IVR, crew, notes), each checked
// against the vendor (another vendor's order answers 404 exactly like a missing one). Lifted here from
// the Work Order Details feature so that the staff console (decision 061) shows each vendor's sections
// with the very functions the vendor's own calls answer with.
import type {
  GetClientInstructionResponse,
  GetCrewDetailsResponse,
  GetOrderDetailResponse,
  GetOrderHoursResponse,
  GetOrderNotesResponse,
  GetRecurSummaryResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { assertVendorOrder, orderNotFound } from '../../domain/crew-lines.repository.ts';
import {
  findClientInstruction,
  findCrewDetails,
  findOrderDetail,
  findOrderHours,
  findOrderNotes,
  findRecurSummaries,
} from './work-order-details.repository.ts';

export async function getOrderDetail(
  db: Db,
  vendorId: number,
  ocdId: number,
): Promise<GetOrderDetailResponse> {
  const orderDetail = await findOrderDetail(db, vendorId, ocdId);
  if (!orderDetail) throw orderNotFound();
  return { orderDetail };
}

export async function getRecurSummary(
  db: Db,
  vendorId: number,
  ordNum: number,
  today = new Date(),
): Promise<GetRecurSummaryResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  const year = today.getUTCFullYear();
  return { year, recurSummary: await findRecurSummaries(db, ordNum, year) };
}

export async function getClientInstruction(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetClientInstructionResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { clientInstruction: await findClientInstruction(db, ordNum) };
}

export async function getOrderHours(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetOrderHoursResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { orderHours: await findOrderHours(db, vendorId, ordNum) };
}

export async function getCrewDetails(
  db: Db,
  vendorId: number,
  crewId: number,
  ordNum: number | undefined,
): Promise<GetCrewDetailsResponse> {
  const crewDetails = await findCrewDetails(db, vendorId, crewId, ordNum);
  // another vendor's crew (or order) answers like a missing one
  if (crewDetails.length === 0) throw orderNotFound();
  return { crewDetails };
}

export async function getOrderNotes(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetOrderNotesResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { orderNotes: await findOrderNotes(db, vendorId, ordNum) };
}
