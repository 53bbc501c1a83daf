// Inviting and disabling a vendor's user, as the provider API (decision 053) and the staff console
// (decision 058) both do it, in the caller's transaction and with the caller's event actor: the
// invite checks the vendor is active and the address free, inserts the user with a random password nobody is told
// to replace at the first sign-in, makes it the vendor's administrator when asked, records
// user.created and queues the welcome e-mail (decision 048); the disable ends the user's sessions and
// records user.disabled. The caller holds the vendor's user-administration lock.
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { revokeUserSessions } from '../../platform/identity/user-sessions.repository.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { EVERYTHING_BUT_USERS, grantRolesToMany, grantUserAdmin } from './grant-role.ts';
import type { ProviderVendorRef } from './provider-vendor-users.repository.ts';
import { disableUser, enableUser, findUserByEmailForUpdate, insertUser } from './users.repository.ts';
import { invitationEmail } from '../../domain/vendor-users/welcome-email.ts';

export type InvitedUser = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string | null;
  administrator?: boolean | undefined;
};

/**
 * A random password nobody is told and its SRP verifier, made before the transaction (the KDF is
 * slow); the user chooses theirs through the invitation link.
 */
export type TemporaryCredentials = { password: string; salt: string; verifier: string };

const conflict = (reason: string, detail: string) => new AppError('conflict', detail, { reason });
const emailTaken = (email: string) =>
  conflict('email-taken', `The address ${email} already signs in to the portal as another user.`);

/** Inserts the invited user and queues its welcome e-mail; answers the new user's id. */
export async function inviteVendorUser(
  tx: Db,
  publicUrl: string,
  vendor: ProviderVendorRef,
  user: InvitedUser,
  credentials: TemporaryCredentials,
  actor: EventActor,
): Promise<number> {
  if (vendor.status !== 'active')
    throw conflict(
      'vendor-inactive',
      'The vendor is inactive: its users cannot sign in, so none is invited.',
    );
  if (await findUserByEmailForUpdate(tx, user.email)) throw emailTaken(user.email);
  let userId: number;
  try {
    userId = await insertUser(tx, {
      vendorId: vendor.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      mobileNumber: user.mobileNumber,
      srpSalt: credentials.salt,
      srpVerifier: credentials.verifier,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(user.email);
    throw err;
  }
  // the company's own invitee: an Administrator, or one who may do all but manage users
  if (user.administrator) await grantUserAdmin(tx, vendor.id, userId);
  else await grantRolesToMany(tx, vendor.id, [userId], EVERYTHING_BUT_USERS);
  await recordEvent(tx, { type: 'user.created', vendorId: vendor.id, actor, subject: { userId }, data: {} });
  const message = await invitationEmail(tx, publicUrl, {
    userId,
    companyName: vendor.company,
    firstName: user.firstName,
    email: user.email,
  });
  // queued in this transaction: the user and the e-mail commit together (decision 048)
  await enqueueMail(tx, { to: user.email, ...message });
  return userId;
}

/** Disables an active user of the vendor: sign-in refuses it and its sessions end now. */
export async function disableVendorUserNow(
  tx: Db,
  vendorId: number,
  userId: number,
  actor: EventActor,
): Promise<void> {
  await disableUser(tx, vendorId, userId);
  await revokeUserSessions(tx, userId, 'account_disabled');
  await recordEvent(tx, { type: 'user.disabled', vendorId, actor, subject: { userId }, data: {} });
}

/**
 * Enables a disabled user of the vendor again (issue 38 point 10): it signs in with the password it
 * had. Refused while the vendor is inactive, whose users cannot sign in. Records user.enabled.
 */
export async function enableVendorUserNow(
  tx: Db,
  vendor: { id: number; status: string },
  userId: number,
  actor: EventActor,
): Promise<void> {
  if (vendor.status !== 'active')
    throw conflict(
      'vendor-inactive',
      'The vendor is inactive: its users cannot sign in, so none is enabled.',
    );
  if (!(await enableUser(tx, vendor.id, userId))) return;
  await recordEvent(tx, { type: 'user.enabled', vendorId: vendor.id, actor, subject: { userId }, data: {} });
}
