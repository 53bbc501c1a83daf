// The role calls of SPEC section 7. Role names are unique per vendor without regard to case (409
// roleNameTaken); a role of another vendor answers 404 like an unknown one.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { recordVersion } from '../platform/record-version.ts';
import { role, roleFields } from './role.ts';
import { MAX_ID } from './user.ts';
import { allow } from '../platform/access.ts';

/** GET /api/get-roles: the caller's vendor's roles, sorted by name. */
export const getRolesResponse = z.object({ roles: z.array(role) });
export type GetRolesResponse = z.infer<typeof getRolesResponse>;

/** POST /api/create-role */
export const createRoleRequest = z.object({
  roleName: roleFields.roleName,
  description: roleFields.description.default(''),
  permissions: roleFields.permissions.default([]),
});
export type CreateRoleRequest = z.infer<typeof createRoleRequest>;

/**
 * POST /api/update-role: by id, so that a role can be renamed; fields left out stay as they are.
 * `version` (not in the spec, decision 100): the role's version as read; when sent and the role has
 * changed since, nothing is saved: 409 'stale-version' with ROLE_STALE and the role as it now is in
 * `current`. Without it the save is taken as before (last save wins).
 */
export const updateRoleRequest = z.object({
  roleId: z.number().int().positive().max(MAX_ID),
  roleName: roleFields.roleName.optional(),
  description: roleFields.description.optional(),
  permissions: roleFields.permissions.optional(),
  version: recordVersion.optional(),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

/** The answer of create-role and update-role. */
export const roleSavedResponse = z.object({ success: z.literal(true), message: z.string(), role });
export type RoleSavedResponse = z.infer<typeof roleSavedResponse>;

/** GET /api/get-role-by-role-name/:name (the name without regard to case) */
export const getRoleByRoleNameParams = z.object({ name: z.string().max(300) });
export const getRoleByRoleNameResponse = z.object({ role });
export type GetRoleByRoleNameResponse = z.infer<typeof getRoleByRoleNameResponse>;

export const getRolesCall = defineCall({
  id: 'get-roles',
  method: 'GET',
  path: '/api/get-roles',
  response: getRolesResponse,
  access: allow.vendor('user-admin'),
  summary: "The caller's vendor's roles (user groups), sorted by name",
});

export const createRoleCall = defineCall({
  id: 'create-role',
  method: 'POST',
  path: '/api/create-role',
  body: createRoleRequest,
  response: roleSavedResponse,
  access: allow.vendor('user-admin'),
  summary: "Adds a role (user group) to the caller's vendor",
});

export const updateRoleCall = defineCall({
  id: 'update-role',
  method: 'POST',
  path: '/api/update-role',
  body: updateRoleRequest,
  response: roleSavedResponse,
  access: allow.vendor('user-admin'),
  summary: 'Changes a role (user group): its name, description, permissions',
});

export const getRoleByRoleNameCall = defineCall({
  id: 'get-role-by-role-name',
  method: 'GET',
  path: '/api/get-role-by-role-name/:name',
  params: getRoleByRoleNameParams,
  response: getRoleByRoleNameResponse,
  access: allow.vendor('user-admin'),
  summary: "A role (user group) of the caller's vendor by its name, without regard to case",
});
