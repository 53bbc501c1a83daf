// The console's paths (issue 18 point 2): its route tree lives under /staff, loaded lazily.
import type { StaffRole } from '@vp/contracts';

export const STAFF_LOGIN_PATH = '/staff/login';
export const STAFF_HOME_PATH = '/staff';
export const STAFF_ACCOUNTS_PATH = '/staff/accounts';
export const STAFF_INTEGRATIONS_PATH = '/staff/integrations';
export const STAFF_AUDIT_PATH = '/staff/audit';

export type StaffMenuEntry = { label: string; path: string; roles: readonly StaffRole[] };

/** The side menu; each entry names the roles that see it (the server checks them again). */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Staff', path: STAFF_ACCOUNTS_PATH, roles: ['administrator'] },
  { label: 'Integrations', path: STAFF_INTEGRATIONS_PATH, roles: ['administrator'] },
  { label: 'Audit log', path: STAFF_AUDIT_PATH, roles: ['administrator', 'read_only'] },
];

export function staffMenuFor(role: StaffRole): StaffMenuEntry[] {
  return STAFF_MENU.filter((entry) => entry.roles.includes(role));
}

/** Creating and disabling staff accounts is for Administrators only. */
export function canManageStaff(role: StaffRole): boolean {
  return role === 'administrator';
}

/** The audit log is read (and exported) by Administrators and Read-only staff (decision 063). */
export function canReadAudit(role: StaffRole): boolean {
  return role === 'administrator' || role === 'read_only';
}
