// Staff accounts (issue 18 point 1, decision 057): the facilities company's people, apart from vendor
// users. Created with a temporary password (shown once, replaced at the first sign-in, where the
// authenticator is enrolled too), listed, and disabled (which ends their sessions at once). Shared by
// the admin CLI and the Administrators' calls; each change writes its staff audit row with the values
// before and after, in its own transaction.
import { STAFF_LOGIN_PAGE, type StaffMember, type StaffRole } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
// the vendor users' generator: 16 characters, uniform, every kind the password rules want
import { temporaryPassword } from '../../domain/vendor-users/welcome-email.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { makeVerifier } from '../../platform/identity/password-verifier.ts';
import { revokeStaffSessions } from '../../platform/identity/staff-sessions.repository.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import {
  clearSecondFactor,
  insertStaffAccount,
  setStaffRole,
  setStaffStatus,
  staffRowByEmail,
  staffRowById,
  staffRows,
  type StaffRow,
} from './staff-accounts.repository.ts';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    status: row.status as StaffMember['status'],
    totpEnrolled: row.totp_enrolled_at !== null,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  };
}

/** What the audit log keeps of an account: its public fields (never a verifier, secret or code). */
const audited = (m: StaffMember) => ({
  email: m.email,
  name: m.name,
  role: m.role,
  status: m.status,
  totpEnrolled: m.totpEnrolled,
});

export const staffEmailTaken = (email: string) =>
  new AppError('conflict', `A staff account with the e-mail ${email} already exists.`, {
    reason: 'staff-email-taken',
  });

export type NewStaff = { email: string; name: string; role: StaffRole };

/** Creates an account with a temporary password (answered once) to replace at the first sign-in. */
export async function createStaff(
  db: Db,
  input: NewStaff,
  actor: StaffActor,
  ip: string | null = null,
): Promise<{ staff: StaffMember; temporaryPassword: string }> {
  const email = input.email.trim().toLowerCase();
  const password = temporaryPassword();
  const secret = await makeVerifier(email, password);
  const staff = await db.transaction().execute(async (tx) => {
    const row = await insertStaffAccount(tx, {
      email,
      name: input.name.trim(),
      role: input.role,
      srp_salt: secret.salt,
      srp_verifier: secret.verifier,
      password_state: 'new_password_required',
    });
    if (!row) throw staffEmailTaken(email);
    const member = toStaffMember(row);
    await recordStaffAction(tx, {
      actor,
      action: 'staff.created',
      subjectType: 'staff',
      subjectId: member.id,
      before: null,
      after: audited(member),
      ip,
    });
    return member;
  });
  return { staff, temporaryPassword: password };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await staffRows(db);
  return rows.map(toStaffMember);
}

export async function findStaff(db: Db, staffId: number): Promise<StaffMember | null> {
  const row = await staffRowById(db, staffId);
  return row ? toStaffMember(row) : null;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMember | null> {
  const row = await staffRowByEmail(db, email.trim().toLowerCase());
  return row ? toStaffMember(row) : null;
}

/** One change of an account by `actor`: its audit action, and the refusal when it is the actor's own. */
type AccountChange = {
  action: string;
  own?: { text: string; reason: string };
  /** The account after the change (null: nothing to change), and the sessions it ended when it ends them. */
  apply: (tx: Db, before: StaffMember) => Promise<{ after: StaffMember | null; sessionsEnded?: number }>;
};

/**
 * Makes a change to an account locked in its own transaction, with its audit row (the values before and
 * after, and how many sessions it ended); a change with nothing to change writes no row, so that a repeat
 * leaves no trace. 404 when there is no such account.
 */
function changeAccount(
  db: Db,
  staffId: number,
  actor: StaffActor,
  ip: string | null,
  change: AccountChange,
): Promise<StaffMember> {
  const { own } = change;
  if (own && actor.staffId === staffId) throw new AppError('bad_request', own.text, { reason: own.reason });
  return db.transaction().execute(async (tx) => {
    const row = await staffRowById(tx, staffId, { forUpdate: true });
    if (!row) throw notFound('staff account');
    const before = toStaffMember(row);
    const { after, sessionsEnded } = await change.apply(tx, before);
    if (!after) return before;
    await recordStaffAction(tx, {
      actor,
      action: change.action,
      subjectType: 'staff',
      subjectId: staffId,
      before: audited(before),
      after: sessionsEnded === undefined ? audited(after) : { ...audited(after), sessionsEnded },
      ip,
    });
    return after;
  });
}

/**
 * Disables an account and ends its sessions at once; disabling a disabled account changes nothing and
 * writes no audit row. Nobody disables their own account (the console would lock its last
 * Administrator out).
 */
export const disableStaff = (db: Db, staffId: number, actor: StaffActor, ip: string | null = null) =>
  changeAccount(db, staffId, actor, ip, {
    action: 'staff.disabled',
    own: { text: 'You cannot disable your own staff account.', reason: 'cannot-disable-self' },
    apply: async (tx, before) => {
      if (before.status === 'disabled') return { after: null };
      const after = toStaffMember(await setStaffStatus(tx, staffId, 'disabled'));
      return { after, sessionsEnded: await revokeStaffSessions(tx, staffId, 'account_disabled') };
    },
  });

/**
 * Enables a disabled account again (issue 38 point 10): it signs in with its password and second
 * factor as before; an active account changes nothing and writes no audit row.
 */
export const enableStaff = (db: Db, staffId: number, actor: StaffActor, ip: string | null = null) =>
  changeAccount(db, staffId, actor, ip, {
    action: 'staff.enabled',
    apply: async (tx, before) =>
      before.status === 'disabled'
        ? { after: toStaffMember(await setStaffStatus(tx, staffId, 'active')) }
        : { after: null },
  });

/** How a new staff member signs in: the page, the e-mail, the temporary password, the second factor. */
export function signInInstructions(publicUrl: string, email: string, password: string): string[] {
  return [
    `Sign in at ${publicUrl}${STAFF_LOGIN_PAGE} with ${email} and the temporary password ${password}`,
    'The first sign-in asks for a new password, then enrols an authenticator app (TOTP: scan the QR code',
    'or type the secret shown) and shows 10 one-time recovery codes, once. The password is shown only now.',
  ];
}

/**
 * Gives another member a new role. The guard reads the role on every call, so it takes effect on the
 * member's next call without ending their session. No one changes their own role: the last
 * Administrator cannot demote themselves and leave no one to manage the console.
 */
export const changeStaffRole = (
  db: Db,
  staffId: number,
  role: StaffRole,
  actor: StaffActor,
  ip: string | null = null,
) =>
  changeAccount(db, staffId, actor, ip, {
    action: 'staff.role_changed',
    own: {
      text: 'You cannot change your own role; another Administrator can.',
      reason: 'cannot-change-own-role',
    },
    apply: async (tx, before) => {
      if (before.role === role) return { after: null };
      await setStaffRole(tx, staffId, role);
      return { after: { ...before, role } };
    },
  });

/**
 * Forgets another member's authenticator and recovery codes (a lost phone) and ends their sessions;
 * their next sign-in, with their password, enrols a new authenticator and gives new recovery codes.
 */
export const resetStaffSecondFactor = (
  db: Db,
  staffId: number,
  actor: StaffActor,
  ip: string | null = null,
) =>
  changeAccount(db, staffId, actor, ip, {
    action: 'staff.second_factor_reset',
    own: {
      text: 'You cannot reset your own authenticator; another Administrator can.',
      reason: 'cannot-reset-own-second-factor',
    },
    apply: async (tx, before) => {
      await clearSecondFactor(tx, staffId);
      const sessionsEnded = await revokeStaffSessions(tx, staffId, 'second_factor_reset');
      return { after: { ...before, totpEnrolled: false }, sessionsEnded };
    },
  });
