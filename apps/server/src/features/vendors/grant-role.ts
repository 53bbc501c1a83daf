// Gives a user one of the vendor's default roles (contracts' DEFAULT_VENDOR_ROLES), for the demo data,
// the admin commands, the provider API's users and tests; in the portal an Administrator does this
// through create-user and update-user. Every vendor has the four roles from its start (migration 0044);
// one the company renamed or removed is made again, and one whose permissions were narrowed gets the
// default's back, so that "make this user an Administrator" always means what it says.
import { DEFAULT_VENDOR_ROLES, type DefaultVendorRoleName } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { findRoleByName, insertRole, updateRole } from './roles.repository.ts';
import { addUserRole, addUserRolesByName } from './users.repository.ts';

export const ADMINISTRATOR_ROLE = 'Administrator' satisfies DefaultVendorRoleName;

export async function grantRole(
  db: Db,
  vendorId: number,
  userId: number,
  name: DefaultVendorRoleName,
): Promise<void> {
  const defaults = DEFAULT_VENDOR_ROLES.find((role) => role.name === name)!;
  const existing = await findRoleByName(db, vendorId, name);
  let roleId: number;
  if (!existing) {
    roleId = await insertRole(db, vendorId, {
      name,
      description: defaults.description,
      permissions: [...defaults.permissions],
    });
  } else {
    roleId = existing.roleId;
    const missing = defaults.permissions.filter((p) => !existing.permissions.includes(p));
    if (missing.length > 0) {
      await updateRole(db, vendorId, roleId, { permissions: [...existing.permissions, ...missing] });
    }
  }
  await addUserRole(db, vendorId, userId, roleId);
}

/**
 * Gives many users of a vendor the named default roles in one statement, for the seeds (the roles exist
 * from the vendor's insert, migration 0044; none is remade here).
 */
export async function grantRolesToMany(
  db: Db,
  vendorId: number,
  userIds: readonly number[],
  names: readonly DefaultVendorRoleName[],
): Promise<void> {
  await addUserRolesByName(db, vendorId, userIds, names);
}

/** Every permission but the users': what any user could do before roles restricted (migration 0044). */
export const EVERYTHING_BUT_USERS: readonly DefaultVendorRoleName[] = ['Office', 'Finance'];

/** Makes a user an Administrator of their vendor (every permission, the users' too). */
export const grantUserAdmin = (db: Db, vendorId: number, userId: number) =>
  grantRole(db, vendorId, userId, ADMINISTRATOR_ROLE);
