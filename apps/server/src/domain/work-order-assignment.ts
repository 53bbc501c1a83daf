// Assigning a work order to another vendor (domain layer: the staff console's award of a round and
// its Work orders screen's reassign, decisions 061 and 062). The order's vendor changes, and so do its
// crew lines: a vendor sees an order through its crew lines, so the old vendor no longer sees it and
// the new one does (an order without a crew line gets one for the new vendor). Each vendor concerned
// gets the `work-order.updated` event the provider API's write of the same change records.
import type { WorkOrderStatus } from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import { recordEvent, type EventActor } from '../platform/events/record-event.ts';
import {
  addCrewLine,
  crewLineExternalIds,
  crewLineVendors,
  moveCrewLines,
  orderBeforeAssignment,
  setOrderVendor,
} from './work-order-assignment.repository.ts';

export { lockOrderForAssignment } from './work-order-assignment.repository.ts';

export type OrderAssignment = {
  ordNum: number;
  poNum: string;
  externalId: string | null;
  /** the order's vendor before (orders.vendor_id) */
  previousVendorId: number | null;
  /** the vendors of its crew lines before */
  previousCrewVendorIds: number[];
  version: number;
};

/** Assigns the order `ordNum` (locked by the caller) and its crew lines to `vendorId`, in `tx`. */
export async function assignOrderToVendor(
  tx: Db,
  ordNum: number,
  vendorId: number,
  actor: EventActor,
): Promise<OrderAssignment> {
  if (!tx.isTransaction) throw new Error('assignOrderToVendor outside a transaction');
  const before = await orderBeforeAssignment(tx, ordNum);
  const crewBefore = await crewLineVendors(tx, ordNum);
  const updated = await setOrderVendor(tx, ordNum, vendorId);
  if (crewBefore.length > 0) await moveCrewLines(tx, ordNum, vendorId);
  else await addCrewLine(tx, ordNum, vendorId);
  const crewAfter = await crewLineExternalIds(tx, ordNum);
  const concerned = [
    ...new Set([
      vendorId,
      ...crewBefore.map((c) => c.vendor_id),
      ...(before.vendorId ? [before.vendorId] : []),
    ]),
  ].sort((a, b) => a - b);
  for (const concernedId of concerned) {
    await recordEvent(tx, {
      type: 'work-order.updated',
      vendorId: concernedId,
      actor,
      subject: { ordNum, workOrderExternalId: before.externalId },
      data: {
        version: updated.version,
        poNum: before.poNum,
        // orders.status_code references order_statuses, whose codes are WORK_ORDER_STATUSES
        status: before.status as WorkOrderStatus,
        // this vendor's crew lines after the write (every line is the new vendor's now)
        crewLines:
          concernedId === vendorId
            ? crewAfter.flatMap((c) => (c.external_id === null ? [] : [c.external_id])).slice(0, 50)
            : [],
      },
    });
  }
  return {
    ordNum,
    poNum: before.poNum,
    externalId: before.externalId,
    previousVendorId: before.vendorId,
    previousCrewVendorIds: [...new Set(crewBefore.map((c) => c.vendor_id))],
    version: updated.version,
  };
}
