// The user calls of SPEC section 7. The caller is a user administrator (every call's contract asks
// for user administration, checked before the request is read); every query is scoped by the caller's vendor, so a
// user of another vendor answers 404 like a missing one. Deleting disables the account: the row, its
// roles and everything that names it stay, and a disabled user is not found by these calls.
import {
  CANNOT_DELETE_YOURSELF,
  digitsOnly,
  EMAIL_CANNOT_CHANGE,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  emailPattern,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MOBILE_NUMBER_INVALID,
  PASSWORD_RESET_PROCESSED,
  PHONE_NUMBER_INVALID,
  PHONE_NUMBER_REQUIRED,
  phoneDigitsPattern,
  phoneInputPattern,
  unknownRoles,
  USER_ADDED,
  USER_DELETED,
  USER_ENABLED,
  ALREADY_SIGNED_IN,
  INVITATION_RESENT,
  USER_EVENT_FIELDS,
  USER_NOT_FOUND,
  USER_STALE,
  USER_UPDATED,
  type CreateUserRequest,
  type CreateUserResponse,
  type GetUserByUserIdResponse,
  type ListUsersResponse,
  type UpdateUserRequest,
  type UpdateUserResponse,
  type User,
  type UserActionResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { addressInUseEmail } from './address-in-use-email.ts';
import { makeVerifier } from '../../platform/identity/password-verifier.ts';
import { requirePasswordReset } from '../../platform/identity/password-reset.ts';
import { revokeUserSessions } from '../../platform/identity/user-sessions.repository.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { AppError, badRequest, staleVersion } from '../../platform/http/app-error.ts';
import { decodePositionCursor, pageAtPosition } from '../../platform/http/list-cursor.ts';
import { assertAnAdminRemains } from './user-admin-access.ts';
import { findRolesByNames } from './roles.repository.ts';
import {
  disableUser,
  enableUser,
  findActiveUser,
  replaceTemporaryPassword,
  findUnclaimedUserForUpdate,
  isUnclaimed,
  findUserByEmailForUpdate,
  insertUser,
  listUsers,
  lockUserAdministration,
  replaceUserRoles,
  reviveUser,
  updateUserFields,
  vendorCompany,
  type NewUserRow,
  type UserPatch,
} from './users.repository.ts';
import { invitationEmail, temporaryPassword } from '../../domain/vendor-users/welcome-email.ts';

export type UsersServiceDeps = {
  db: Db;
  /** the address the web app is served at, for the sign-in link of the welcome e-mail */
  publicUrl: string;
};

const userNotFound = () => new AppError('not_found', USER_NOT_FOUND);

function requiredName(value: string, message: string): string {
  const name = value.trim();
  if (!name) throw badRequest(message);
  return name;
}

/** SPEC section 5: phone numbers are stored as digits ("(518) 555-0142" -> "5185550142"). */
function phoneDigits(value: string, message: string): string {
  const typed = value.trim();
  const digits = digitsOnly(typed);
  if (!phoneInputPattern.test(typed) || !phoneDigitsPattern.test(digits)) throw badRequest(message);
  return digits;
}

function requiredPhone(value: string): string {
  if (!value.trim()) throw badRequest(PHONE_NUMBER_REQUIRED);
  return phoneDigits(value, PHONE_NUMBER_INVALID);
}

/** null, undefined and blank mean "no mobile number". */
function mobileDigits(value: string | null | undefined): string | null {
  if (value === null || value === undefined || !value.trim()) return null;
  return phoneDigits(value, MOBILE_NUMBER_INVALID);
}

function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!emailPattern.test(email)) throw badRequest(EMAIL_INVALID);
  return email;
}

/** Role names without blanks and repeats (compared without regard to case, as role names are). */
function distinctNames(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** The ids of the vendor's roles named `names`; 400 naming any the vendor does not have. */
async function roleIdsOf(tx: Db, vendorId: number, names: string[]): Promise<number[]> {
  const found = await findRolesByNames(tx, vendorId, names);
  const known = new Set(found.map((r) => r.name.toLowerCase()));
  const missing = names.filter((n) => !known.has(n.toLowerCase()));
  if (missing.length > 0) throw badRequest(unknownRoles(missing));
  return found.map((r) => r.id);
}

async function readUser(tx: Db, vendorId: number, userId: number): Promise<User> {
  const user = await findActiveUser(tx, vendorId, userId);
  if (!user) throw userNotFound();
  return user;
}

/**
 * An administrator's reset (SPEC: reset-user-password-by-user-id): sign-in then refuses the old password
 * with 'Password Reset Required', the user's sessions end, and a set-password link is e-mailed.
 * False when the vendor has no such active user.
 */
export async function requestPasswordReset(
  deps: UsersServiceDeps,
  actor: SessionClaims,
  userId: number,
): Promise<boolean> {
  const user = await findActiveUser(deps.db, actor.vendorId, userId);
  if (!user) return false;
  // an unclaimed user's address signs in elsewhere: answered alike, but no link goes to it
  if (await isUnclaimed(deps.db, user.userId)) return true;
  await requirePasswordReset(
    deps,
    { userId: user.userId, email: user.email, firstName: user.firstName },
    `user-admin:${actor.userId}`,
    (tx) =>
      recordEvent(tx, {
        type: 'user.password-reset',
        vendorId: actor.vendorId,
        actor: vendorUserActor(actor),
        subject: { userId: user.userId },
        data: {},
      }),
  );
  return true;
}

export type UsersService = ReturnType<typeof makeUsersService>;

export function makeUsersService(deps: UsersServiceDeps) {
  const { db } = deps;

  return {
    async getUser(actor: SessionClaims, userId: number): Promise<GetUserByUserIdResponse> {
      return { user: await readUser(db, actor.vendorId, userId) };
    },

    /** A page of the vendor's users, disabled ones included (they can be enabled again). */
    async listUsers(
      actor: SessionClaims,
      query: { limit: number; cursor?: string | undefined; status?: User['status'] | undefined },
    ): Promise<ListUsersResponse> {
      const position = decodePositionCursor(query.cursor);
      const rows = await listUsers(db, actor.vendorId, {
        status: query.status,
        limit: query.limit + 1,
        position,
      });
      return pageAtPosition(rows, query.limit, position);
    },

    /** A disabled user signs in again with the password they had; records user.enabled. */
    async enableUser(actor: SessionClaims, userId: number): Promise<UserActionResponse> {
      const vendorId = actor.vendorId;
      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        if (!(await enableUser(tx, vendorId, userId))) throw userNotFound();
        await recordEvent(tx, {
          type: 'user.enabled',
          vendorId,
          actor: vendorUserActor(actor),
          subject: { userId },
          data: {},
        });
        return { success: true as const, message: USER_ENABLED };
      });
    },

    /**
     * Adds a user with a random password nobody is told, and e-mails them a link to choose theirs
     * (issue 40 point 2). The e-mail is queued in the same
     * transaction: a user is added with their e-mail, or neither.
     * An address that belonged to a deleted user of the same vendor brings that user back.
     */
    async createUser(actor: SessionClaims, input: CreateUserRequest): Promise<CreateUserResponse> {
      const vendorId = actor.vendorId;
      const row: Omit<NewUserRow, 'srpSalt' | 'srpVerifier'> = {
        vendorId,
        email: normalizeEmail(input.email),
        firstName: requiredName(input.firstName, FIRST_NAME_REQUIRED),
        lastName: requiredName(input.lastName, LAST_NAME_REQUIRED),
        phoneNumber: requiredPhone(input.phoneNumber),
        mobileNumber: mobileDigits(input.mobileNumber),
      };
      const roleNames = distinctNames(input.roles);
      const password = temporaryPassword();
      // the slow KDF runs before the transaction so that no lock waits on it
      const secret = await makeVerifier(row.email, password);
      const newUser: NewUserRow = { ...row, srpSalt: secret.salt, srpVerifier: secret.verifier };

      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        const roleIds = await roleIdsOf(tx, vendorId, roleNames);
        const holder = await findUserByEmailForUpdate(tx, newUser.email);
        // The address signs in for another vendor: added all the same, as an unclaimed user that can
        // never sign in, with a notice to the address instead of a password, so that this answer and
        // the user list tell the admin nothing about other vendors' users (decision 036).
        const elsewhere = holder !== undefined && holder.vendorId !== vendorId;
        const own = elsewhere ? await findUnclaimedUserForUpdate(tx, vendorId, newUser.email) : holder;
        let userId: number;
        if (!own) {
          try {
            userId = await insertUser(tx, newUser, elsewhere);
          } catch (err) {
            // another request took the address since the lookup
            if (isUniqueViolation(err)) throw new AppError('conflict', EMAIL_TAKEN);
            throw err;
          }
        } else if (own.status === 'disabled') {
          userId = own.id;
          await reviveUser(tx, userId, newUser);
        } else {
          // one of this vendor's own users: the admin's own data
          throw new AppError('conflict', EMAIL_TAKEN);
        }
        await replaceUserRoles(tx, vendorId, userId, roleIds);
        const user = await readUser(tx, vendorId, userId);
        // a deleted user brought back is created again as far as the company can tell
        await recordEvent(tx, {
          type: 'user.created',
          vendorId,
          actor: vendorUserActor(actor),
          subject: { userId },
          data: {},
        });

        const companyName = await vendorCompany(tx, vendorId);
        const message = elsewhere
          ? addressInUseEmail({ companyName, email: user.email })
          : await invitationEmail(tx, deps.publicUrl, {
              userId,
              companyName,
              firstName: user.firstName,
              email: user.email,
            });
        // queued in this transaction: a relay that is down delays the e-mail, never the user (decision 048)
        await enqueueMail(tx, { to: user.email, ...message });
        return { success: true as const, message: USER_ADDED, user };
      });
    },

    async updateUser(actor: SessionClaims, input: UpdateUserRequest): Promise<UpdateUserResponse> {
      const vendorId = actor.vendorId;
      const patch: UserPatch = {
        ...(input.firstName !== undefined && {
          firstName: requiredName(input.firstName, FIRST_NAME_REQUIRED),
        }),
        ...(input.lastName !== undefined && { lastName: requiredName(input.lastName, LAST_NAME_REQUIRED) }),
        ...(input.phoneNumber !== undefined && { phoneNumber: requiredPhone(input.phoneNumber) }),
        ...(input.mobileNumber !== undefined && { mobileNumber: mobileDigits(input.mobileNumber) }),
      };
      const roleNames = input.roles === undefined ? undefined : distinctNames(input.roles);

      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        const current = await readUser(tx, vendorId, input.userId);
        // under the vendor's user-administration lock, so no other change of the user runs meanwhile
        if (input.version !== undefined && input.version !== current.version)
          throw staleVersion(USER_STALE, current);
        // the e-mail is the sign-in name and is bound into the password verifier
        if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) {
          throw badRequest(EMAIL_CANNOT_CHANGE);
        }
        await updateUserFields(tx, vendorId, input.userId, patch);
        if (roleNames !== undefined) {
          await replaceUserRoles(tx, vendorId, input.userId, await roleIdsOf(tx, vendorId, roleNames));
          await assertAnAdminRemains(tx, vendorId);
        }
        const user = await readUser(tx, vendorId, input.userId);
        const fields = USER_EVENT_FIELDS.filter(
          (field) => JSON.stringify(current[field]) !== JSON.stringify(user[field]),
        );
        // a save that changed nothing records nothing
        if (fields.length > 0)
          await recordEvent(tx, {
            type: 'user.updated',
            vendorId,
            actor: vendorUserActor(actor),
            subject: { userId: user.userId },
            data: { fields, roles: user.roles },
          });
        return { success: true as const, message: USER_UPDATED, user };
      });
    },

    async deleteUser(actor: SessionClaims, userId: number): Promise<UserActionResponse> {
      const vendorId = actor.vendorId;
      // the session's user is always an active user of the vendor, so this tells nothing of others
      if (userId === actor.userId) throw badRequest(CANNOT_DELETE_YOURSELF);
      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        if (!(await disableUser(tx, vendorId, userId))) throw userNotFound();
        await assertAnAdminRemains(tx, vendorId);
        // signed out everywhere at once, as the provider's and the console's disable do
        await revokeUserSessions(tx, userId, 'account_disabled');
        await recordEvent(tx, {
          type: 'user.disabled',
          vendorId,
          actor: vendorUserActor(actor),
          subject: { userId },
          data: {},
        });
        return { success: true as const, message: USER_DELETED };
      });
    },

    /**
     * The welcome e-mail again, with a new link (the earlier one stops working), for a user who has not signed in since
     * they were added (the one sent before stops working). Queued in the change's transaction.
     */
    async resendInvitation(actor: SessionClaims, userId: number): Promise<UserActionResponse> {
      const vendorId = actor.vendorId;
      const current = await readUser(db, vendorId, userId);
      if (current.passwordState !== 'new_password_required')
        throw new AppError('conflict', ALREADY_SIGNED_IN);
      // an unclaimed user's address signs in elsewhere: answered alike, but nothing goes to it (decision 036)
      if (await isUnclaimed(db, userId)) return { success: true as const, message: INVITATION_RESENT };
      const password = temporaryPassword();
      // the slow KDF runs before the transaction so that no lock waits on it
      const secret = await makeVerifier(current.email, password);
      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        const replaced = await replaceTemporaryPassword(tx, vendorId, userId, {
          srpSalt: secret.salt,
          srpVerifier: secret.verifier,
        });
        // signed in, disabled or changed meanwhile: answered as it now stands
        if (!replaced) {
          const now = await readUser(tx, vendorId, userId);
          if (now.passwordState !== 'new_password_required')
            throw new AppError('conflict', ALREADY_SIGNED_IN);
          throw userNotFound();
        }
        await recordEvent(tx, {
          type: 'user.invitation-resent',
          vendorId,
          actor: vendorUserActor(actor),
          subject: { userId },
          data: {},
        });
        const message = await invitationEmail(tx, deps.publicUrl, {
          userId,
          companyName: await vendorCompany(tx, vendorId),
          firstName: current.firstName,
          email: current.email,
        });
        await enqueueMail(tx, { to: current.email, ...message });
        return { success: true as const, message: INVITATION_RESENT };
      });
    },

    async resetUserPassword(actor: SessionClaims, userId: number): Promise<UserActionResponse> {
      if (!(await requestPasswordReset(deps, actor, userId))) throw userNotFound();
      return { success: true as const, message: PASSWORD_RESET_PROCESSED };
    },
  };
}
