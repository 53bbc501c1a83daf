// The staff audit log (decision 057): every staff action writes who did it, what, when, and the
// values before and after, inside the action's own transaction (so a row exists exactly when its
// change does). Apart from the sign-in log (audit-log.repository.ts), which throttles count from and
// housekeeping prunes by age: this one is the company's record and is kept. Values never hold a
// password, verifier, TOTP secret or recovery code: the callers pass the account's public fields.
import type { Db } from '../db/database.ts';

/** Who acted: a staff member, or the admin CLI (no account: `staffId` null, `email` names the operator). */
export type StaffActor = { staffId: number | null; email: string };

export type StaffAction = {
  actor: StaffActor;
  /** what was done, e.g. 'staff.created', 'staff.disabled' */
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * The vendor the action is about (the audit log's vendor filter, decision 103); when left out, the
   * subject when it is a vendor, else a `vendorId` of the values after, then before.
   */
  vendorId?: number | null;
  ip?: string | null;
};

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

function vendorOf(entry: StaffAction): number | null {
  if (entry.vendorId !== undefined) return entry.vendorId;
  if (entry.subjectType === 'vendor') return idOf(Number(entry.subjectId));
  return idOf(entry.after?.vendorId) ?? idOf(entry.before?.vendorId);
}

export async function recordStaffAction(tx: Db, entry: StaffAction): Promise<void> {
  await tx
    .insertInto('staff_audit_log')
    .values({
      staff_id: entry.actor.staffId,
      staff_email: entry.actor.email,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId === null ? null : String(entry.subjectId),
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      vendor_id: vendorOf(entry),
      ip: entry.ip ?? null,
    })
    .execute();
}
