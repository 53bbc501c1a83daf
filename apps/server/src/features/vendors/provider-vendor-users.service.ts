// Vendor users through the provider API (issue 17 point 2, decision 053): the company invites a user
// of a vendor by its own external id (the welcome e-mail with its first-sign-in link is queued in the
// same transaction as the user and its user.created event), reads them, and disables them (they can
// no longer sign in and their sessions end at once). It reuses the vendor-side user administration's
// rows, lock and e-mail. A user's names and phone numbers are also edited by the vendor's
// administrators in the portal, so a change to them needs If-Match, else 428 (as for vendor profiles).
import type { ProviderVendorUser, PutVendorUserBody } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { lockKeys } from '../../platform/db/advisory-locks.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { makeVerifier } from '../../platform/identity/password-verifier.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import {
  findUserByExternalId,
  findVendorByExternalId,
  listVendorUserRows,
  setUserExternalId,
  updateProviderUserFields,
  type ProviderVendorRef,
  type VendorUserRow,
} from './provider-vendor-users.repository.ts';
import { lockUserAdministration } from './users.repository.ts';
import { disableVendorUserNow, enableVendorUserNow, inviteVendorUser } from './vendor-user-changes.ts';
import { temporaryPassword } from '../../domain/vendor-users/welcome-email.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

export type ProviderVendorUsersDeps = {
  db: Db;
  /** the address the web app is served at, for the sign-in link of the welcome e-mail */
  publicUrl: string;
};

const vendorNotFound = () =>
  new AppError('not_found', 'There is no vendor with this external id.', { reason: 'vendor-not-found' });
const userNotFound = () =>
  new AppError('not_found', 'This vendor has no user with this external id.', { reason: 'not-found' });
const conflict = (reason: string, detail: string) => new AppError('conflict', detail, { reason });

const publicOf = ({ vendorId: _vendorId, ...user }: VendorUserRow): ProviderVendorUser => user;

async function vendorOf(db: Db, vendorExternalId: string): Promise<ProviderVendorRef> {
  const vendor = await findVendorByExternalId(db, vendorExternalId);
  if (!vendor) throw vendorNotFound();
  return vendor;
}

/** The user, only when it belongs to this vendor: another vendor's user is not found here. */
async function userOf(db: Db, vendorId: number, externalId: string): Promise<VendorUserRow> {
  const user = await findUserByExternalId(db, externalId);
  if (!user || user.vendorId !== vendorId) throw userNotFound();
  return user;
}

export type PutVendorUserResult = { created: boolean; user: ProviderVendorUser };

export async function putVendorUser(
  deps: ProviderVendorUsersDeps,
  ids: { vendorExternalId: string; externalId: string },
  body: PutVendorUserBody,
  options: { expectedVersion: number | undefined },
): Promise<PutVendorUserResult> {
  const { db } = deps;
  // the slow KDF runs before the transaction, and only when the user looks new
  const password = temporaryPassword();
  const secret = (await findUserByExternalId(db, ids.externalId))
    ? undefined
    : await makeVerifier(body.email, password);

  return db.transaction().execute(async (tx) => {
    await lockKeys(tx, [`provider-user:${ids.externalId}`]);
    const vendor = await vendorOf(tx, ids.vendorExternalId);
    await lockUserAdministration(tx, vendor.id);
    const existing = await findUserByExternalId(tx, ids.externalId);
    if (existing) return update(tx, vendor, existing, body, options.expectedVersion);

    if (options.expectedVersion !== undefined) throw preconditionFailed();
    // created since the look-up before the transaction: the lock makes that impossible, but be sure
    if (!secret) throw new Error(`user ${ids.externalId} vanished`);
    const userId = await inviteVendorUser(
      tx,
      deps.publicUrl,
      vendor,
      body,
      { password, ...secret },
      PROVIDER_ACTOR,
    );
    await setUserExternalId(tx, userId, ids.externalId);
    return { created: true, user: publicOf(await userOf(tx, vendor.id, ids.externalId)) };
  });
}

async function update(
  tx: Db,
  vendor: ProviderVendorRef,
  user: VendorUserRow,
  body: PutVendorUserBody,
  expectedVersion: number | undefined,
): Promise<PutVendorUserResult> {
  if (user.vendorId !== vendor.id)
    throw conflict('user-of-another-vendor', 'This external id names a user of another vendor.');
  if (expectedVersion !== undefined && expectedVersion !== user.version) throw preconditionFailed();
  if (user.status !== 'active')
    throw conflict(
      'user-disabled',
      "The user is disabled; enable it first (POST .../enable), or the vendor's administrators can bring it back.",
    );
  if (body.email !== user.email.toLowerCase())
    throw conflict(
      'email-cannot-change',
      `email is ${user.email} and cannot change (it is the sign-in name).`,
    );
  const fields = {
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber,
    mobileNumber: body.mobileNumber,
  };
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((f) => fields[f] !== user[f]);
  if (changed.length === 0) return { created: false, user: publicOf(user) };
  if (expectedVersion === undefined)
    throw new AppError(
      'precondition_required',
      `The vendor's administrators edit users in the portal: to change ${changed.join(', ')}, read the user ` +
        'and send its ETag as If-Match (or send the values it has).',
      { reason: 'user-needs-if-match' },
    );
  await updateProviderUserFields(tx, user.userId, {
    first_name: fields.firstName,
    last_name: fields.lastName,
    phone_number: fields.phoneNumber,
    mobile_number: fields.mobileNumber,
  });
  return { created: false, user: publicOf(await userOf(tx, vendor.id, user.externalId)) };
}

type UserIds = { vendorExternalId: string; externalId: string };
type Vendor = Awaited<ReturnType<typeof vendorOf>>;

/**
 * A change of the user's status under the vendor's user-administration lock, with If-Match when given:
 * made when `applies` to the user's status, else the user as it is (a repeat changes nothing).
 */
async function changeUserStatus(
  db: Db,
  ids: UserIds,
  options: { expectedVersion: number | undefined },
  change: {
    applies: (status: string) => boolean;
    make: (tx: Db, vendor: Vendor, userId: number) => Promise<unknown>;
  },
): Promise<ProviderVendorUser> {
  return db.transaction().execute(async (tx) => {
    const vendor = await vendorOf(tx, ids.vendorExternalId);
    await lockUserAdministration(tx, vendor.id);
    const user = await userOf(tx, vendor.id, ids.externalId);
    if (options.expectedVersion !== undefined && options.expectedVersion !== user.version)
      throw preconditionFailed();
    if (!change.applies(user.status)) return publicOf(user);
    await change.make(tx, vendor, user.userId);
    return publicOf(await userOf(tx, vendor.id, ids.externalId));
  });
}

/** Disables the user: sign-in refuses it, and its open sessions end in the same transaction. */
export const disableVendorUser = (db: Db, ids: UserIds, options: { expectedVersion: number | undefined }) =>
  changeUserStatus(db, ids, options, {
    applies: (status) => status === 'active',
    make: (tx, vendor, userId) => disableVendorUserNow(tx, vendor.id, userId, PROVIDER_ACTOR),
  });

/** The provider API's enable (issue 38 point 10): a disabled user signs in again; an active one stays. */
export const enableVendorUser = (db: Db, ids: UserIds, options: { expectedVersion: number | undefined }) =>
  changeUserStatus(db, ids, options, {
    applies: (status) => status === 'disabled',
    make: (tx, vendor, userId) => enableVendorUserNow(tx, vendor, userId, PROVIDER_ACTOR),
  });

export async function getVendorUser(
  db: Db,
  ids: { vendorExternalId: string; externalId: string },
): Promise<ProviderVendorUser> {
  const vendor = await vendorOf(db, ids.vendorExternalId);
  return publicOf(await userOf(db, vendor.id, ids.externalId));
}

export async function listVendorUsers(
  db: Db,
  vendorExternalId: string,
  page: ListWindow,
): Promise<{ id: number; user: ProviderVendorUser }[]> {
  const vendor = await vendorOf(db, vendorExternalId);
  return (await listVendorUserRows(db, vendor.id, page)).map((row) => ({
    id: row.userId,
    user: publicOf(row),
  }));
}
