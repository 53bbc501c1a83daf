// A change of a vendor's row, as the provider API (decision 053) and the staff console (decision 058)
// both make it: the columns written with the version bumped, the QuickPay exclusion in
// vendor_quick_pay, the sessions of an inactive vendor's users ended, and vendor.updated recorded with
// the given actor, all in the caller's transaction. The callers decide which fields may change.
import type { PutVendorBody, VendorField } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { revokeVendorSessions } from '../../platform/identity/user-sessions.repository.ts';
import {
  setQpExclude,
  updateVendor,
  VENDOR_COLUMNS,
  type VendorColumnValues,
  type VendorRow,
} from './vendors.repository.ts';

/** The vendors columns of the given fields (qpExclude lives in vendor_quick_pay). */
export function vendorColumnsOf(body: PutVendorBody, fields: VendorField[]): VendorColumnValues {
  const values: VendorColumnValues = {};
  for (const field of fields) {
    if (field === 'qpExclude') continue; // vendor_quick_pay
    const value = body[field];
    values[VENDOR_COLUMNS[field]] = field === 'serviceFee' ? (value as number).toFixed(2) : value;
  }
  return values;
}

/**
 * Writes the `changed` fields of `body` to the vendor `current` (read for update in `tx`), ends its
 * users' sessions when it becomes inactive, and records vendor.updated. `changed` must not be empty.
 */
export async function applyVendorChange(
  tx: Db,
  current: VendorRow,
  body: PutVendorBody,
  changed: VendorField[],
  actor: EventActor,
): Promise<void> {
  if (changed.length === 0) throw new Error('applyVendorChange without a change');
  await updateVendor(tx, current.id, vendorColumnsOf(body, changed));
  if (changed.includes('qpExclude')) await setQpExclude(tx, current.id, body.qpExclude!);
  const status = body.status ?? current.status;
  if (changed.includes('status') && status === 'inactive') await revokeVendorSessions(tx, current.id);
  await recordEvent(tx, {
    type: 'vendor.updated',
    vendorId: current.id,
    actor,
    subject: { externalId: current.externalId || null },
    data: { fields: changed, status },
  });
}
