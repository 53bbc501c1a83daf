// The console's paths (issue 18 point 2): its route tree lives under /staff, loaded lazily.
import { STAFF_ROLES, type StaffRole } from '@vp/contracts';

export const STAFF_LOGIN_PATH = '/staff/login';
export const STAFF_HOME_PATH = '/staff';
export const STAFF_ACCOUNTS_PATH = '/staff/accounts';
export const STAFF_VENDORS_PATH = '/staff/vendors';
export const staffVendorPath = (vendorId: number) => `${STAFF_VENDORS_PATH}/${vendorId}`;

export type StaffMenuEntry = { label: string; path: string; roles: readonly StaffRole[] };

/** The side menu; each entry names the roles that see it (the server checks them again). */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Staff', path: STAFF_ACCOUNTS_PATH, roles: ['administrator'] },
  { label: 'Vendors', path: STAFF_VENDORS_PATH, roles: STAFF_ROLES },
];

export function staffMenuFor(role: StaffRole): StaffMenuEntry[] {
  return STAFF_MENU.filter((entry) => entry.roles.includes(role));
}

/** Creating and disabling staff accounts is for Administrators only. */
export function canManageStaff(role: StaffRole): boolean {
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
