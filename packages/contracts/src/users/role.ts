// Roles ("user groups", SPEC section 6): named per vendor, each granting a set of permissions.
import { z } from 'zod';
import { VENDOR_PERMISSIONS, type VendorPermission } from '../platform/access.ts';
import { recordVersion } from '../platform/record-version.ts';
import { ROLE_NAME_REQUIRED, ROLE_NAME_TOO_LONG } from './messages.ts';

/** Manage the vendor's users and roles (every user-administration call needs it). */
export const USER_ADMIN_PERMISSION = 'user-admin' satisfies VendorPermission;
/** Every permission a role can grant (platform/access.ts lists them with their 403 texts). */
export const knownPermissions = Object.keys(VENDOR_PERMISSIONS) as VendorPermission[];
export type Permission = VendorPermission;

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
