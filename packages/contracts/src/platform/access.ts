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
 * The vendor permissions a role can grant (SPEC section 6's user groups, issue 40 point 1), each with
 * what it lets a user do (the Users screen shows it) and the 403's text for a user whose roles lack it.
 * A role is a set of these names, so a company can define its own; DEFAULT_VENDOR_ROLES are the four
 * every vendor starts with.
 */
export const VENDOR_PERMISSIONS = {
  /** manage the vendor's users and roles (every user-administration call needs it) */
  'user-admin': { label: 'Manage users and user groups', denied: NOT_ALLOWED_TO_MANAGE_USERS },
  'work-orders': {
    label: 'See work orders, their notes, documents and visits',
    denied: 'You are not allowed to see work orders.',
  },
  /** without it, a user reaches only the crew lines assigned to them (a Technician) */
  'work-orders:all': {
    label: 'See every work order of the company, not only those assigned to you',
    denied: 'You are not allowed to see the work orders of the whole company.',
  },
  'work-orders:edit': {
    label: 'Add notes and documents to work orders and set visit dates',
    denied: 'You are not allowed to change work orders.',
  },
  'work-orders:assign': {
    label: 'Assign work orders to technicians',
    denied: 'You are not allowed to assign work orders.',
  },
  company: {
    label: 'See the company profile, remit details, trades, zip codes, notes and documents',
    denied: 'You are not allowed to see the company profile.',
  },
  'company:edit': {
    label:
      'Change the company profile and settings (Mobile Guest IVR), trades, zip codes, notes and documents',
    denied: 'You are not allowed to change the company profile.',
  },
  invoices: { label: 'See invoices', denied: 'You are not allowed to see invoices.' },
  'quick-pay': { label: 'Choose QuickPay for invoices', denied: 'You are not allowed to manage QuickPay.' },
} as const;
export type VendorPermission = keyof typeof VENDOR_PERMISSIONS;

/**
 * The roles every vendor has from the start (migration 0044 makes them for each vendor, old and new),
 * by issue 40: an Administrator may do everything; Office runs the work and the profile but not the
 * users; Finance sees the money and reads the rest; a Technician works the orders. The company's
 * Administrator may change them or add others; these are only where a vendor starts.
 */
export const DEFAULT_VENDOR_ROLES = [
  {
    name: 'Administrator',
    description: 'Everything, including the users and user groups of the company.',
    permissions: Object.keys(VENDOR_PERMISSIONS) as VendorPermission[],
  },
  {
    name: 'Office',
    description: 'Work orders, documents, notes, scheduling and the company profile; not users.',
    permissions: [
      'work-orders',
      'work-orders:all',
      'work-orders:edit',
      'work-orders:assign',
      'company',
      'company:edit',
    ] as VendorPermission[],
  },
  {
    name: 'Finance',
    description: 'Invoices, QuickPay and remit details; work orders and the profile read-only.',
    permissions: ['invoices', 'quick-pay', 'work-orders', 'work-orders:all', 'company'] as VendorPermission[],
  },
  {
    name: 'Technician',
    description: 'The work orders assigned to them: details, notes, documents and visit dates.',
    permissions: ['work-orders', 'work-orders:edit'] as VendorPermission[],
  },
] as const satisfies readonly { name: string; description: string; permissions: VendorPermission[] }[];
export type DefaultVendorRoleName = (typeof DEFAULT_VENDOR_ROLES)[number]['name'];

/** Anyone: it carries its own proof (an e-mailed link's token, a sign-in step) or shows nothing private. */
export type PublicAccess = { readonly kind: 'public' };
/**
 * A signed-in vendor user; with permissions, one whose roles grant any of them (403 with the first's
 * text for anyone else). Two only where one call serves two things (a document of an order or of the
 * company): the service then checks the one its record needs.
 */
export type VendorAccess = { readonly kind: 'vendor'; readonly permissions?: readonly VendorPermission[] };
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
  vendor: (...permissions: VendorPermission[]): VendorAccess =>
    permissions.length > 0 ? { kind: 'vendor', permissions } : { kind: 'vendor' },
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

/**
 * Whether a vendor user holding `held` may make the call: the one question of the guard (vendor-api.ts),
 * the web app's menu and buttons, and the access matrix.
 */
export function vendorMay(held: readonly string[], call: { readonly access: Access }): boolean {
  const access = call.access;
  if (access.kind === 'public') return true;
  if (access.kind !== 'vendor') return false;
  return access.permissions === undefined || access.permissions.some((p) => held.includes(p));
}

/** Whether a staff member of the role may make the call (the console's menus and buttons ask this). */
export function staffMay(role: StaffRole, call: { readonly access: Access }): boolean {
  return call.access.kind === 'staff' && call.access.roles.includes(role);
}
