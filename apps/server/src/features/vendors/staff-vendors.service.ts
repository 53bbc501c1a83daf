// The staff console's Vendors screen (issue 18 point 2, decision 058). Reads: the search and a
// vendor's page. Changes: each is the provider API's own change (vendor-changes.ts, vendor-user-changes.ts:
// the same rows, lock, e-mail and events, with the event actor `staff`), and writes its staff audit
// row with the values before and after in the same transaction; a change that changes nothing writes
// neither an event nor an audit row. No call lets a staff member act as the vendor's user.
import type {
  StaffVendor,
  StaffVendorPage,
  StaffVendorSearchQuery,
  StaffVendorUser,
  VendorStatus,
} from '@vp/contracts';
import { makeVerifier } from '../../platform/identity/password-verifier.ts';
import type { Db } from '../../platform/db/database.ts';
import type { EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodePositionCursor, pageAtPosition } from '../../platform/http/list-cursor.ts';
import { queuePasswordLink } from '../../platform/identity/password-links.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { lockUserAdministration } from './users.repository.ts';
import {
  disableVendorUserNow,
  enableVendorUserNow,
  inviteVendorUser,
  type InvitedUser,
} from './vendor-user-changes.ts';
import { temporaryPassword } from '../../domain/vendor-users/welcome-email.ts';
import { applyVendorChange } from './vendor-changes.ts';
import { findVendorById, lockVendorById, type VendorRow } from './vendors.repository.ts';
import {
  searchVendors,
  tradeCatalog,
  vendorPageParts,
  vendorRef,
  vendorUser,
  vendorUsers,
} from './staff-vendors.repository.ts';

export type StaffVendorsDeps = { db: Db; publicUrl: string };
/** The staff member acting, with the request's address for the audit row. */
export type StaffCaller = { staffId: number; email: string; ip: string | null };

export const vendorNotFound = () =>
  new AppError('not_found', 'There is no vendor with this id.', { reason: 'vendor-not-found' });
const userNotFound = () =>
  new AppError('not_found', 'This vendor has no user with this id.', { reason: 'user-not-found' });

const auditActor = (caller: StaffCaller): StaffActor => ({ staffId: caller.staffId, email: caller.email });
const eventActor = (caller: StaffCaller): EventActor => ({ kind: 'staff', id: caller.staffId });

const toStaffVendor = (row: VendorRow): StaffVendor => ({ ...row, externalId: row.externalId || null });

export { searchVendors, tradeCatalog };

/** A page of the search: the vendors from the cursor's position, and how many match in all. */
export async function searchAllVendors(db: Db, query: StaffVendorSearchQuery) {
  const position = decodePositionCursor(query.cursor);
  const { total, vendors } = await searchVendors(db, query, position);
  return { ...pageAtPosition(vendors, query.limit, position), total };
}

export async function vendorPage(db: Db, vendorId: number): Promise<StaffVendorPage> {
  const ref = await vendorRef(db, vendorId);
  if (!ref) throw vendorNotFound();
  const [vendor, users, parts] = await Promise.all([
    findVendorById(db, vendorId),
    vendorUsers(db, vendorId),
    vendorPageParts(db, vendorId),
  ]);
  return { vendor: toStaffVendor(vendor), users, ...parts };
}

/** Invites a user: the provider's invite (welcome e-mail with a first-sign-in link), actor staff. */
export async function inviteUser(
  deps: StaffVendorsDeps,
  vendorId: number,
  input: InvitedUser,
  caller: StaffCaller,
): Promise<StaffVendorUser> {
  const password = temporaryPassword();
  // the slow KDF before the transaction, and only for a vendor that exists
  if (!(await vendorRef(deps.db, vendorId))) throw vendorNotFound();
  const secret = await makeVerifier(input.email, password);
  return deps.db.transaction().execute(async (tx) => {
    await lockUserAdministration(tx, vendorId);
    const vendor = await vendorRef(tx, vendorId);
    if (!vendor) throw vendorNotFound();
    const userId = await inviteVendorUser(
      tx,
      deps.publicUrl,
      vendor,
      input,
      { password, ...secret },
      eventActor(caller),
    );
    const user = (await vendorUser(tx, vendorId, userId))!;
    await recordStaffAction(tx, {
      actor: auditActor(caller),
      action: 'vendor.user_invited',
      subjectType: 'vendor-user',
      subjectId: userId,
      before: null,
      after: { vendorId, ...auditedUser(user), administrator: input.administrator ?? false },
      ip: caller.ip,
    });
    return user;
  });
}

const auditedUser = (u: StaffVendorUser) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phoneNumber: u.phoneNumber,
  mobileNumber: u.mobileNumber,
  status: u.status,
  roles: u.roles,
});

/**
 * The two changes of a user's status the console offers (the provider's own, actor staff): the status
 * a user must have for the change to do anything, the change, and its audit action.
 */
const USER_STATUS_CHANGES = {
  disable: {
    from: 'active',
    action: 'vendor.user_disabled',
    apply: (tx: Db, vendor: { id: number; status: string }, userId: number, actor: EventActor) =>
      disableVendorUserNow(tx, vendor.id, userId, actor),
  },
  enable: {
    from: 'disabled',
    action: 'vendor.user_enabled',
    apply: enableVendorUserNow,
  },
} as const;

/** Disables or enables the vendor's user; a user who already is so stays as it is (no event, no audit row). */
async function changeUserStatus(
  db: Db,
  ids: { vendorId: number; userId: number },
  caller: StaffCaller,
  change: (typeof USER_STATUS_CHANGES)[keyof typeof USER_STATUS_CHANGES],
): Promise<StaffVendorUser> {
  return db.transaction().execute(async (tx) => {
    const vendor = await vendorRef(tx, ids.vendorId);
    if (!vendor) throw vendorNotFound();
    await lockUserAdministration(tx, ids.vendorId);
    const before = await vendorUser(tx, ids.vendorId, ids.userId);
    if (!before) throw userNotFound();
    if (before.status !== change.from) return before;
    await change.apply(tx, vendor, ids.userId, eventActor(caller));
    const after = (await vendorUser(tx, ids.vendorId, ids.userId))!;
    await recordStaffAction(tx, {
      actor: auditActor(caller),
      action: change.action,
      subjectType: 'vendor-user',
      subjectId: ids.userId,
      before: { vendorId: ids.vendorId, ...auditedUser(before) },
      after: { vendorId: ids.vendorId, ...auditedUser(after) },
      ip: caller.ip,
    });
    return after;
  });
}

/** Disables the vendor's user (the provider's disable, actor staff); a disabled user stays as it is. */
export const disableUser = (db: Db, ids: { vendorId: number; userId: number }, caller: StaffCaller) =>
  changeUserStatus(db, ids, caller, USER_STATUS_CHANGES.disable);

/** Enables the vendor's disabled user again (issue 38 point 10, actor staff); an active user stays. */
export const enableUser = (db: Db, ids: { vendorId: number; userId: number }, caller: StaffCaller) =>
  changeUserStatus(db, ids, caller, USER_STATUS_CHANGES.enable);

/**
 * E-mails the user the forgot-password flow's link (set a new password, 60 minutes): the password the
 * user has still works until the link is used, so a user who remembers it is not locked out.
 */
export async function sendPasswordLink(
  deps: StaffVendorsDeps,
  ids: { vendorId: number; userId: number },
  caller: StaffCaller,
): Promise<{ sentTo: string }> {
  return deps.db.transaction().execute(async (tx) => {
    if (!(await vendorRef(tx, ids.vendorId))) throw vendorNotFound();
    const user = await vendorUser(tx, ids.vendorId, ids.userId);
    if (!user) throw userNotFound();
    if (user.status !== 'active')
      throw new AppError(
        'conflict',
        'This user is disabled and cannot sign in, so no password link is sent.',
        {
          reason: 'user-disabled',
        },
      );
    await queuePasswordLink(
      tx,
      deps.publicUrl,
      { userId: user.userId, email: user.email, firstName: user.firstName },
      'reset',
    );
    await recordStaffAction(tx, {
      actor: auditActor(caller),
      action: 'vendor.user_password_link_sent',
      subjectType: 'vendor-user',
      subjectId: user.userId,
      before: null,
      after: { vendorId: ids.vendorId, email: user.email },
      ip: caller.ip,
    });
    return { sentTo: user.email };
  });
}

/** Sets one of the company's fields the console offers (the provider's vendor change, actor staff). */
async function setCompanyField(
  db: Db,
  vendorId: number,
  change: { status: VendorStatus } | { qpExclude: boolean },
  caller: StaffCaller,
): Promise<StaffVendor> {
  return db.transaction().execute(async (tx) => {
    const current = await lockVendorById(tx, vendorId);
    if (!current) throw vendorNotFound();
    const field = 'status' in change ? 'status' : 'qpExclude';
    const before = { [field]: current[field] };
    const after = { [field]: 'status' in change ? change.status : change.qpExclude };
    if (before[field] === after[field]) return toStaffVendor(current);
    await applyVendorChange(tx, current, change, [field], eventActor(caller));
    await recordStaffAction(tx, {
      actor: auditActor(caller),
      action: field === 'status' ? 'vendor.status_changed' : 'vendor.quick_pay_exclusion_changed',
      subjectType: 'vendor',
      subjectId: vendorId,
      before: { vendorNum: current.vendorNum, ...before },
      after: { vendorNum: current.vendorNum, ...after },
      ip: caller.ip,
    });
    return toStaffVendor(await findVendorById(tx, vendorId));
  });
}

export const setVendorStatus = (db: Db, vendorId: number, status: VendorStatus, caller: StaffCaller) =>
  setCompanyField(db, vendorId, { status }, caller);

export const setQuickPayExclusion = (db: Db, vendorId: number, qpExclude: boolean, caller: StaffCaller) =>
  setCompanyField(db, vendorId, { qpExclude }, caller);
