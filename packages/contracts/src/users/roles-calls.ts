// The role calls of SPEC section 7. Role names are unique per vendor without regard to case (409
// roleNameTaken); a role of another vendor answers 404 like an unknown one.
import { z } from 'zod';
import { role, roleFields } from './role.ts';
import { MAX_ID } from './user.ts';

/** GET /api/get-roles: the caller's vendor's roles, sorted by name. */
export const getRolesPath = '/api/get-roles';
export const getRolesResponse = z.object({ roles: z.array(role) });
export type GetRolesResponse = z.infer<typeof getRolesResponse>;

/** POST /api/create-role */
export const createRolePath = '/api/create-role';
export const createRoleRequest = z.object({
  roleName: roleFields.roleName,
  description: roleFields.description.default(''),
  permissions: roleFields.permissions.default([]),
});
export type CreateRoleRequest = z.infer<typeof createRoleRequest>;

/** POST /api/update-role: by id, so that a role can be renamed; fields left out stay as they are. */
export const updateRolePath = '/api/update-role';
export const updateRoleRequest = z.object({
  roleId: z.number().int().positive().max(MAX_ID),
  roleName: roleFields.roleName.optional(),
  description: roleFields.description.optional(),
  permissions: roleFields.permissions.optional(),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

/** The answer of create-role and update-role. */
export const roleSavedResponse = z.object({ success: z.literal(true), message: z.string(), role });
export type RoleSavedResponse = z.infer<typeof roleSavedResponse>;

/** GET /api/get-role-by-role-name/:name (the name without regard to case) */
export const getRoleByRoleNamePath = '/api/get-role-by-role-name/:name';
export const getRoleByRoleNameUrl = (name: string) =>
  `/api/get-role-by-role-name/${encodeURIComponent(name)}`;
export const getRoleByRoleNameParams = z.object({ name: z.string().max(300) });
export const getRoleByRoleNameResponse = z.object({ role });
export type GetRoleByRoleNameResponse = z.infer<typeof getRoleByRoleNameResponse>;
