// Roles ("user groups", SPEC section 6): named per vendor, each granting a set of permissions.
import { z } from 'zod';
import type { CallAccess } from '../platform/api-call.ts';
import { recordVersion } from '../platform/record-version.ts';
import { NOT_ALLOWED_TO_MANAGE_USERS, ROLE_NAME_REQUIRED, ROLE_NAME_TOO_LONG } from './messages.ts';

/** Manage the vendor's users and roles (every user-administration call needs it). */
export const USER_ADMIN_PERMISSION = 'user-admin';
/** Who may make a user-administration call: a user whose role grants it (403 for anyone else). */
export const userAdminAccess = {
  permission: USER_ADMIN_PERMISSION,
  denied: NOT_ALLOWED_TO_MANAGE_USERS,
} as const satisfies CallAccess;
/** Every permission a role can grant. */
export const knownPermissions = [USER_ADMIN_PERMISSION] as const;
export type Permission = (typeof knownPermissions)[number];

export const ROLE_NAME_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;

export const role = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  /** not in the spec (decision 100): the version this role was read at, to send back with update-role */
  version: recordVersion,
});
export type Role = z.infer<typeof role>;

// Names are trimmed by the server before these limits and the uniqueness check apply.
export const roleFields = {
  roleName: z.string({ error: ROLE_NAME_REQUIRED }).max(ROLE_NAME_MAX_LENGTH, ROLE_NAME_TOO_LONG),
  description: z.string().max(ROLE_DESCRIPTION_MAX_LENGTH),
  /** from knownPermissions; the server names any other */
  permissions: z.array(z.string().max(100)).max(20),
};
