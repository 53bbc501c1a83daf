// The console's paths (issue 18 point 2): its route tree lives under /staff, loaded lazily.
import type { StaffRole } from '@vp/contracts';

export const STAFF_LOGIN_PATH = '/staff/login';
export const STAFF_HOME_PATH = '/staff';
export const STAFF_ACCOUNTS_PATH = '/staff/accounts';
export const STAFF_WORK_ORDERS_PATH = '/staff/work-orders';

export type StaffMenuEntry = { label: string; path: string; roles: readonly StaffRole[] };

/** The side menu; each entry names the roles that see it (the server checks them again). */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Staff', path: STAFF_ACCOUNTS_PATH, roles: ['administrator'] },
  {
    label: 'Work orders',
    path: STAFF_WORK_ORDERS_PATH,
    roles: ['administrator', 'vendor_manager', 'accounts_payable', 'read_only'],
  },
];

export function staffMenuFor(role: StaffRole): StaffMenuEntry[] {
  return STAFF_MENU.filter((entry) => entry.roles.includes(role));
}

/** Creating and disabling staff accounts is for Administrators only. */
export function canManageStaff(role: StaffRole): boolean {
  return role === 'administrator';
}

/** Making, editing and reassigning work orders is for Vendor managers and Administrators. */
export function canManageWorkOrders(role: StaffRole): boolean {
  return role === 'administrator' || role === 'vendor_manager';
}
