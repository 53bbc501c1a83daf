// The console's paths (issue 18 point 2): its route tree lives under /staff, loaded lazily.
import { STAFF_ROLES, type StaffRole } from '@vp/contracts';

export const STAFF_LOGIN_PATH = '/staff/login';
export const STAFF_HOME_PATH = '/staff';
export const STAFF_ACCOUNTS_PATH = '/staff/accounts';
export const STAFF_DOCUMENTS_PATH = '/staff/documents';
export const STAFF_ROUNDS_PATH = '/staff/rounds';
export const STAFF_NEW_ROUND_PATH = '/staff/rounds/new';
export const staffRoundPath = (roundId: number) => `${STAFF_ROUNDS_PATH}/${roundId}`;
export const STAFF_QUICK_PAY_PATH = '/staff/quick-pay';
export const STAFF_SETTINGS_PATH = '/staff/settings';
export const STAFF_VENDORS_PATH = '/staff/vendors';
export const staffVendorPath = (vendorId: number) => `${STAFF_VENDORS_PATH}/${vendorId}`;
export const STAFF_WORK_ORDERS_PATH = '/staff/work-orders';
export const STAFF_INTEGRATIONS_PATH = '/staff/integrations';
export const STAFF_AUDIT_PATH = '/staff/audit';

export type StaffMenuEntry = { label: string; path: string; roles: readonly StaffRole[] };

/** The side menu; each entry names the roles that see it (the server checks them again). */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Staff', path: STAFF_ACCOUNTS_PATH, roles: ['administrator'] },
  // every role reads the queue; Vendor managers (and Administrators) decide (decision 059)
  {
    label: 'Document review',
    path: STAFF_DOCUMENTS_PATH,
    roles: ['administrator', 'vendor_manager', 'accounts_payable', 'read_only'],
  },
  { label: 'Announcement rounds', path: STAFF_ROUNDS_PATH, roles: STAFF_ROLES },
  { label: 'QuickPay', path: STAFF_QUICK_PAY_PATH, roles: STAFF_ROLES },
  { label: 'Portal settings', path: STAFF_SETTINGS_PATH, roles: STAFF_ROLES },
  { label: 'Vendors', path: STAFF_VENDORS_PATH, roles: STAFF_ROLES },
  {
    label: 'Work orders',
    path: STAFF_WORK_ORDERS_PATH,
    roles: ['administrator', 'vendor_manager', 'accounts_payable', 'read_only'],
  },
  { label: 'Integrations', path: STAFF_INTEGRATIONS_PATH, roles: ['administrator'] },
  { label: 'Audit log', path: STAFF_AUDIT_PATH, roles: ['administrator', 'read_only'] },
];

export function staffMenuFor(role: StaffRole): StaffMenuEntry[] {
  return STAFF_MENU.filter((entry) => entry.roles.includes(role));
}

/**
 * Where /staff lands a member: the first section of their menu, but Accounts payable lands on QuickPay,
 * the section they act in (the menu's first, Document review, they may only read: issue 38 point 11).
 */
export function staffLandingFor(role: StaffRole): string | undefined {
  if (role === 'accounts_payable') return STAFF_QUICK_PAY_PATH;
  return staffMenuFor(role)[0]?.path;
}

/** Creating and disabling staff accounts is for Administrators only. */
export function canManageStaff(role: StaffRole): boolean {
  return role === 'administrator';
}

/** Approving and rejecting documents is for Vendor managers and Administrators (decision 059). */
export function canDecideDocuments(role: StaffRole): boolean {
  return role === 'administrator' || role === 'vendor_manager';
}

/** Sending a round and awarding its orders: Vendor managers and Administrators (every role reads). */
export function canSendRounds(role: StaffRole): boolean {
  return role === 'administrator' || role === 'vendor_manager';
}

/** Marking QuickPay requests paid or declined: Accounts payable and Administrators. */
export function canDecideQuickPay(role: StaffRole): boolean {
  return role === 'administrator' || role === 'accounts_payable';
}

/** Changing the portal settings and the QuickPay options is for Administrators only. */
export function canChangeSettings(role: StaffRole): boolean {
  return role === 'administrator';
}

/** Inviting, disabling and password links for vendor users, and the vendor's status: Vendor managers. */
export function canManageVendors(role: StaffRole): boolean {
  return role === 'administrator' || role === 'vendor_manager';
}

/** The QuickPay exclusion: Vendor managers and Accounts payable (a QuickPay decision too). */
export function canSetQuickPayExclusion(role: StaffRole): boolean {
  return canManageVendors(role) || role === 'accounts_payable';
}
/** Making, editing and reassigning work orders is for Vendor managers and Administrators. */
export function canManageWorkOrders(role: StaffRole): boolean {
  return role === 'administrator' || role === 'vendor_manager';
}

/** The audit log is read (and exported) by Administrators and Read-only staff (decision 063). */
export function canReadAudit(role: StaffRole): boolean {
  return role === 'administrator' || role === 'read_only';
}
