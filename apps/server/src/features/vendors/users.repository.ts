// The SQL of user administration. Every query names the vendor, so a user of another vendor is
// simply not found.
import { sql } from 'kysely';
import type { User } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { userRoleNames } from '../../domain/vendor-users/role-names.ts';

// The first key of the advisory lock that serializes one vendor's user-administration changes.
const USER_ADMIN_LOCK = 0x75736572; // "user"

/**
 * Holds, until the transaction ends, the vendor's user-administration lock: changes that could take
 * away the last administrator run one at a time, so two of them cannot both see another admin left.
 */
export async function lockUserAdministration(tx: Db, vendorId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${USER_ADMIN_LOCK}::int, ${vendorId}::int)`.execute(tx);
}

/** How many active users of the vendor hold a role granting `permission`. */
export async function countActiveUsersWith(db: Db, vendorId: number, permission: string): Promise<number> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select((eb) => eb.fn.count<number>('u.id').distinct().as('n'))
    .where('ur.vendor_id', '=', vendorId)
    .where('u.status', '=', 'active')
    .where(sql<boolean>`${permission} = any(r.permissions)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's details and status, as every surface shows them (`users as u`). */
export const USER_DETAIL_COLUMNS = [
  'u.email',
  'u.first_name as firstName',
  'u.last_name as lastName',
  'u.phone_number as phoneNumber',
  'u.mobile_number as mobileNumber',
  'u.status',
] as const;

/** The vendor's users as the API shows them, with role names sorted. */
function usersOf(db: Db, vendorId: number) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id as userId',
      ...USER_DETAIL_COLUMNS,
      'u.password_state as passwordState',
      'u.version',
      userRoleNames(),
    ])
    .where('u.vendor_id', '=', vendorId);
}

/** An active user of the vendor as the API shows it, with role names sorted; undefined otherwise. */
export async function findActiveUser(db: Db, vendorId: number, userId: number): Promise<User | undefined> {
  return usersOf(db, vendorId).where('u.id', '=', userId).where('u.status', '=', 'active').executeTakeFirst();
}

/** `limit` of the vendor's users from `position`, by last name, first name and id (the Users screen). */
export async function listUsers(
  db: Db,
  vendorId: number,
  filter: { status?: User['status'] | undefined; limit: number; position: number },
): Promise<User[]> {
  let query = usersOf(db, vendorId);
  if (filter.status) query = query.where('u.status', '=', filter.status);
  return query
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.id')
    .limit(filter.limit)
    .offset(filter.position)
    .execute();
}

/** The account signing in with an e-mail address, of any vendor (sign-in names are unique portal-wide). */
export function findUserByEmailForUpdate(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'vendor_id as vendorId', 'status'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('unclaimed', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

/** The vendor's own unclaimed user of an address (decision 036), if any. */
export function findUnclaimedUserForUpdate(db: Db, vendorId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('vendor_id', '=', vendorId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('unclaimed', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the user is an unclaimed one (its address signs in for another vendor). */
export async function isUnclaimed(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('unclaimed').where('id', '=', userId).executeTakeFirst();
  return row?.unclaimed === true;
}

export type NewUserRow = {
  vendorId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string | null;
  srpSalt: string;
  srpVerifier: string;
};

/** A new user's details, and the password that the first sign-in replaces. */
const newUserColumns = (row: NewUserRow) => ({
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_number: row.phoneNumber,
  mobile_number: row.mobileNumber,
  srp_salt: row.srpSalt,
  srp_verifier: row.srpVerifier,
  password_state: 'new_password_required' as const,
});

export async function insertUser(db: Db, row: NewUserRow, unclaimed = false): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({ vendor_id: row.vendorId, ...newUserColumns(row), unclaimed })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * An update of one user of the vendor (a user id never reaches another vendor's user), in the given
 * status when one is given: the status is checked in the same statement as the change.
 */
function updateUserIn(db: Db, vendorId: number, userId: number, status?: 'active' | 'disabled') {
  const update = db.updateTable('users').where('id', '=', userId).where('vendor_id', '=', vendorId);
  return status === undefined ? update : update.where('status', '=', status);
}

/** Makes a deleted (disabled) user of the vendor active again with new details and a new password. */
export async function reviveUser(db: Db, userId: number, row: NewUserRow): Promise<void> {
  await updateUserIn(db, row.vendorId, userId, 'disabled')
    .set({ ...newUserColumns(row), status: 'active' })
    .execute();
}

export type UserPatch = Partial<{
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string | null;
}>;

export async function updateUserFields(db: Db, vendorId: number, userId: number, patch: UserPatch) {
  const set = {
    ...(patch.firstName !== undefined && { first_name: patch.firstName }),
    ...(patch.lastName !== undefined && { last_name: patch.lastName }),
    ...(patch.phoneNumber !== undefined && { phone_number: patch.phoneNumber }),
    ...(patch.mobileNumber !== undefined && { mobile_number: patch.mobileNumber }),
  };
  if (Object.keys(set).length === 0) return;
  await updateUserIn(db, vendorId, userId, 'active').set(set).execute();
}

/**
 * Replaces the user's roles with `roleIds` (roles of the same vendor; the foreign keys insist). Other
 * roles than before move the user's version (decision 100): the roles are part of the user a save
 * replaces, and the table's trigger sees only the user's own columns.
 */
export async function replaceUserRoles(db: Db, vendorId: number, userId: number, roleIds: number[]) {
  const removed = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('vendor_id', '=', vendorId)
    .returning('role_id')
    .execute();
  if (roleIds.length > 0)
    await db
      .insertInto('user_roles')
      .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId, vendor_id: vendorId })))
      .execute();
  const before = new Set(removed.map((r) => r.role_id));
  const same = before.size === new Set(roleIds).size && roleIds.every((id) => before.has(id));
  if (!same)
    await updateUserIn(db, vendorId, userId)
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .execute();
}

/** Adds one role to the user's roles; having it already is fine. */
export async function addUserRole(db: Db, vendorId: number, userId: number, roleId: number) {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId, vendor_id: vendorId })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

/** Gives the users the vendor's roles of these names (those it has), in one statement. */
export async function addUserRolesByName(
  db: Db,
  vendorId: number,
  userIds: readonly number[],
  names: readonly string[],
): Promise<void> {
  if (userIds.length === 0 || names.length === 0) return;
  await sql`
    insert into user_roles (user_id, role_id, vendor_id)
      select u, r.id, r.vendor_id from roles r, unnest(${[...userIds]}::int[]) u
       where r.vendor_id = ${vendorId} and r.name = any(${[...names]}::text[])
    on conflict do nothing`.execute(db);
}

/** Deletes a user by disabling the account; its row, roles and history stay. True when one was active. */
export async function disableUser(db: Db, vendorId: number, userId: number): Promise<boolean> {
  const result = await updateUserIn(db, vendorId, userId, 'active')
    .set({ status: 'disabled' })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A new random password (nobody is told it: an invitation is a link) for an active user of the vendor who has not signed in yet; false when
 * there is no such user (the state is checked in the same statement, so a first sign-in meanwhile wins).
 */
export async function replaceTemporaryPassword(
  db: Db,
  vendorId: number,
  userId: number,
  secret: { srpSalt: string; srpVerifier: string },
): Promise<boolean> {
  const result = await updateUserIn(db, vendorId, userId, 'active')
    .set({ srp_salt: secret.srpSalt, srp_verifier: secret.srpVerifier })
    .where('password_state', '=', 'new_password_required')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Makes a disabled user of the vendor active again; false when it was not disabled. */
export async function enableUser(db: Db, vendorId: number, userId: number): Promise<boolean> {
  const result = await updateUserIn(db, vendorId, userId, 'disabled')
    .set({ status: 'active' })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function vendorCompany(db: Db, vendorId: number): Promise<string> {
  const row = await db
    .selectFrom('vendors')
    .select('company')
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return row.company;
}
