// The role (user group) calls of SPEC section 7, for user administrators of the caller's vendor. A
// role of another vendor answers 404 like a missing one. Names are trimmed and unique per vendor
// without regard to case; permissions come from the contracts' known list.
import {
  knownPermissions,
  ROLE_ADDED,
  ROLE_NAME_MAX_LENGTH,
  ROLE_NAME_REQUIRED,
  ROLE_NAME_TOO_LONG,
  ROLE_NOT_FOUND,
  ROLE_STALE,
  ROLE_UPDATED,
  roleNameTaken,
  unknownPermissions,
  type CreateRoleRequest,
  type GetRoleByRoleNameResponse,
  type GetRolesResponse,
  type Role,
  type RoleSavedResponse,
  type UpdateRoleRequest,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest, staleVersion } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import { assertAnAdminRemains } from './user-admin-access.ts';
import { lockUserAdministration } from './users.repository.ts';
import {
  findRoleById,
  findRoleByName,
  insertRole,
  listRoles,
  ROLE_NAME_INDEX,
  updateRole,
  type RoleValues,
} from './roles.repository.ts';

const roleNotFound = () => new AppError('not_found', ROLE_NOT_FOUND);
const known = new Set<string>(knownPermissions);

function roleName(value: string): string {
  const name = value.trim();
  if (!name) throw badRequest(ROLE_NAME_REQUIRED);
  if (name.length > ROLE_NAME_MAX_LENGTH) throw badRequest(ROLE_NAME_TOO_LONG);
  return name;
}

/** The permissions without repeats, in the known list's order; 400 naming any unknown one. */
function permissionsOf(values: string[]): string[] {
  const unknown = [...new Set(values.filter((p) => !known.has(p)))];
  if (unknown.length > 0) throw badRequest(unknownPermissions(unknown));
  return knownPermissions.filter((p) => values.includes(p));
}

/**
 * Runs a write that may take a name another role of the vendor has, answering 409 for the clash.
 * Under the vendor's user-administration lock the lookup is authoritative; the unique index stays the
 * backstop for writers that do not take the lock.
 */
async function savingName<T>(
  tx: Db,
  vendorId: number,
  roleId: number | null,
  name: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (name !== undefined) {
    const holder = await findRoleByName(tx, vendorId, name);
    if (holder && holder.roleId !== roleId) throw new AppError('conflict', roleNameTaken(name));
  }
  try {
    return await write();
  } catch (err) {
    if (name !== undefined && isUniqueViolation(err, ROLE_NAME_INDEX)) {
      throw new AppError('conflict', roleNameTaken(name));
    }
    throw err;
  }
}

async function readRole(tx: Db, vendorId: number, roleId: number): Promise<Role> {
  const role = await findRoleById(tx, vendorId, roleId);
  if (!role) throw roleNotFound();
  return role;
}

export type RolesService = ReturnType<typeof makeRolesService>;

export function makeRolesService(db: Db) {
  return {
    async getRoles(actor: SessionClaims): Promise<GetRolesResponse> {
      return { roles: await listRoles(db, actor.vendorId) };
    },

    async getRoleByName(actor: SessionClaims, name: string): Promise<GetRoleByRoleNameResponse> {
      const role = await findRoleByName(db, actor.vendorId, name.trim());
      if (!role) throw roleNotFound();
      return { role };
    },

    async createRole(actor: SessionClaims, input: CreateRoleRequest): Promise<RoleSavedResponse> {
      const vendorId = actor.vendorId;
      const values: RoleValues = {
        name: roleName(input.roleName),
        description: input.description.trim(),
        permissions: permissionsOf(input.permissions),
      };
      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        const roleId = await savingName(tx, vendorId, null, values.name, () =>
          insertRole(tx, vendorId, values),
        );
        const role = await readRole(tx, vendorId, roleId);
        // in the console's audit log and the company's feed, as every change of the vendor's team
        await recordEvent(tx, {
          type: 'role.created',
          vendorId,
          actor: vendorUserActor(actor),
          subject: { roleId },
          data: { name: role.roleName, permissions: role.permissions },
        });
        return { success: true as const, message: ROLE_ADDED, role };
      });
    },

    /** Fields left out stay as they are. Taking user-admin away must leave some active user with it. */
    async updateRole(actor: SessionClaims, input: UpdateRoleRequest): Promise<RoleSavedResponse> {
      const vendorId = actor.vendorId;
      const values: Partial<RoleValues> = {
        ...(input.roleName !== undefined && { name: roleName(input.roleName) }),
        ...(input.description !== undefined && { description: input.description.trim() }),
        ...(input.permissions !== undefined && { permissions: permissionsOf(input.permissions) }),
      };
      return db.transaction().execute(async (tx) => {
        await lockUserAdministration(tx, vendorId);
        const current = await readRole(tx, vendorId, input.roleId);
        // under the vendor's user-administration lock, so no other change of the role runs meanwhile
        if (input.version !== undefined && input.version !== current.version)
          throw staleVersion(ROLE_STALE, current);
        await savingName(tx, vendorId, input.roleId, values.name, () =>
          updateRole(tx, vendorId, input.roleId, values),
        );
        if (values.permissions !== undefined) await assertAnAdminRemains(tx, vendorId);
        const role = await readRole(tx, vendorId, input.roleId);
        const fields = (
          [
            ['name', current.roleName !== role.roleName],
            ['description', current.description !== role.description],
            ['permissions', JSON.stringify(current.permissions) !== JSON.stringify(role.permissions)],
          ] as const
        )
          .filter(([, changed]) => changed)
          .map(([field]) => field);
        // a save that changes nothing is no event
        if (fields.length > 0) {
          await recordEvent(tx, {
            type: 'role.updated',
            vendorId,
            actor: vendorUserActor(actor),
            subject: { roleId: input.roleId },
            data: { fields, name: role.roleName, permissions: role.permissions },
          });
        }
        return { success: true as const, message: ROLE_UPDATED, role };
      });
    },
  };
}
