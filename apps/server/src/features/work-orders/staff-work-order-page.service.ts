// One work order's page in the staff console (decision 061): the order, what each of its vendors sees
// in their Work Order Details (the vendor's own read functions) and its documents. Its history is the
// activity timeline's own call (decision 119: GET /staff/api/work-orders/:ordNum/timeline).
import type { StaffVendorView, StaffWorkOrder } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { listOrderDocumentRows } from '../../domain/document-review.repository.ts';
import { staffDocumentOf } from '../../domain/staff-document-view.ts';
import { readStaffWorkOrder, workOrderNotFound } from './staff-work-orders.repository.ts';
import {
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getOrderNotes,
  getRecurSummary,
} from './work-order-details-reads.ts';

/** What each vendor of the order sees in its Work Order Details: the vendor's own read functions. */
async function vendorViews(db: Db, order: StaffWorkOrder): Promise<StaffVendorView[]> {
  const firstLines = new Map<number, StaffWorkOrder['crewLines'][number]>();
  for (const line of order.crewLines) if (!firstLines.has(line.vendorId)) firstLines.set(line.vendorId, line);
  return Promise.all(
    [...firstLines.values()].map(async (line) => {
      const [information, recur, clientInstruction, hours, crew, notes] = await Promise.all([
        getOrderDetail(db, line.vendorId, line.ocdId),
        getRecurSummary(db, line.vendorId, order.ordNum),
        getClientInstruction(db, line.vendorId, order.ordNum),
        getOrderHours(db, line.vendorId, order.ordNum),
        getCrewDetails(db, line.vendorId, line.crewId, order.ordNum),
        getOrderNotes(db, line.vendorId, order.ordNum),
      ]);
      return {
        vendorId: line.vendorId,
        vendorCompany: line.vendorCompany,
        information,
        recur,
        clientInstruction,
        hours,
        crew,
        notes,
      };
    }),
  );
}

export async function getWorkOrderPage(db: Db, ordNum: number) {
  const workOrder = await readStaffWorkOrder(db, ordNum);
  if (!workOrder) throw workOrderNotFound();
  const [views, documents] = await Promise.all([
    vendorViews(db, workOrder),
    listOrderDocumentRows(db, ordNum),
  ]);
  return { workOrder, vendorViews: views, documents: documents.map(staffDocumentOf) };
}
