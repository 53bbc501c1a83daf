// Who may make a call, declared once on its contract (issue 39 point 1, decision 107): the routers
// register each route with it, each surface's guard reads it before the request's body (a route of a
// surface without an access of that surface stops the start), the permission-matrix tests are generated
// from it, and the web app's menus and `can...()` checks ask it. A role or scope is written here and on
// the call, nowhere else.
import { NOT_ALLOWED_TO_MANAGE_USERS } from '../users/messages.ts';
import type { ProviderScope } from '../provider/scopes.ts';

/** The staff roles, as stored; their labels are STAFF_ROLE_LABELS (staff/staff-calls.ts). */
export const STAFF_ROLES = ['administrator', 'vendor_manager', 'accounts_payable', 'read_only'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The vendor permissions a role can grant (SPEC section 6's user groups), each with the 403's text for
 * a user whose role lacks it. Issue 40 adds the Office, Finance and Technician permissions here.
 */
export const VENDOR_PERMISSIONS = {
  /** manage the vendor's users and roles (every user-administration call needs it) */
  'user-admin': { denied: NOT_ALLOWED_TO_MANAGE_USERS },
} as const;
export type VendorPermission = keyof typeof VENDOR_PERMISSIONS;

/** Anyone: it carries its own proof (an e-mailed link's token, a sign-in step) or shows nothing private. */
export type PublicAccess = { readonly kind: 'public' };
/** A signed-in vendor user; with a permission, one whose role grants it (403 for anyone else). */
export type VendorAccess = { readonly kind: 'vendor'; readonly permission?: VendorPermission };
/** A signed-in staff member of one of the roles; Administrators are always among them. */
export type StaffAccess = { readonly kind: 'staff'; readonly roles: readonly StaffRole[] };
/** An API client whose token carries the scope; 'none' on purpose only (whoami: any valid token). */
export type ProviderAccess = { readonly kind: 'provider'; readonly scope: ProviderScope | 'none' };

/** The access of a call of `/api` or `/staff/api` (a `defineCall` contract). */
export type CallAccess = PublicAccess | VendorAccess | StaffAccess;
/** Any access: the three above and the provider API's. */
export type Access = CallAccess | ProviderAccess;

/** The one way a contract says who may make it: `access: allow.vendor('user-admin')`. */
export const allow = {
  public: { kind: 'public' } as PublicAccess,
  vendor: (permission?: VendorPermission): VendorAccess =>
    permission ? { kind: 'vendor', permission } : { kind: 'vendor' },
  staff: (...roles: StaffRole[]): StaffAccess => {
    if (roles.length === 0) throw new Error('allow.staff needs at least one role (or allow.anyStaff).');
    return {
      kind: 'staff',
      roles: STAFF_ROLES.filter((role) => role === 'administrator' || roles.includes(role)),
    };
  },
  anyStaff: { kind: 'staff', roles: STAFF_ROLES } as StaffAccess,
  provider: (scope: ProviderScope | 'none'): ProviderAccess => ({ kind: 'provider', scope }),
} as const;

/** The 403's text for a vendor user whose role lacks the call's permission. */
export const vendorPermissionDenied = (permission: VendorPermission): string =>
  VENDOR_PERMISSIONS[permission].denied;

/** Whether a staff member of the role may make the call (the console's menus and buttons ask this). */
export function staffMay(role: StaffRole, call: { readonly access: Access }): boolean {
  return call.access.kind === 'staff' && call.access.roles.includes(role);
}
