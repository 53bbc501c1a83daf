// Makes a user an administrator of their vendor's users: the vendor's 'Administrator' role is added to
// the user's roles, made (or given the user-admin permission) first when needed. For the demo data,
// tests and admin commands; in the portal an administrator does this through update-user.
import { USER_ADMIN_PERMISSION } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { findRoleByName, insertRole, updateRole } from './roles.repository.ts';
import { addUserRole } from './users.repository.ts';

export const ADMINISTRATOR_ROLE = 'Administrator';

export async function grantUserAdmin(db: Db, vendorId: number, userId: number): Promise<void> {
  const existing = await findRoleByName(db, vendorId, ADMINISTRATOR_ROLE);
  let roleId: number;
  if (!existing) {
    roleId = await insertRole(db, vendorId, {
      name: ADMINISTRATOR_ROLE,
      description: 'Manages the users and user groups of the company.',
      permissions: [USER_ADMIN_PERMISSION],
    });
  } else {
    roleId = existing.roleId;
    if (!existing.permissions.includes(USER_ADMIN_PERMISSION)) {
      await updateRole(db, vendorId, roleId, {
        permissions: [...existing.permissions, USER_ADMIN_PERMISSION],
      });
    }
  }
  await addUserRole(db, vendorId, userId, roleId);
}
