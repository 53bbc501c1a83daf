// The console's paths (issue 18 point 2): its route tree lives under /staff, loaded lazily.
import {
  createStaffCall,
  createStaffWorkOrderCall,
  listApiClientsCall,
  listAuditCall,
  listStaffCall,
  listStaffRoundsCall,
  searchStaffWorkOrdersCall,
  sendStaffRoundCall,
  staffApproveDocumentCall,
  staffComplianceRequirementsCall,
  staffCreateComplianceRequirementCall,
  staffDecideQuickPayCall,
  staffDocumentQueueCall,
  staffInviteVendorUserCall,
  staffMay,
  staffPutSettingsCall,
  staffQuickPayRequestsCall,
  staffSetQuickPayExclusionCall,
  staffSettingsCall,
  staffVendorsSearchCall,
  type ApiCall,
  type StaffRole,
} from '@vp/contracts';

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
export const STAFF_COMPLIANCE_PATH = '/staff/compliance';

/** A menu entry: its section's page and the call that page opens with (whose contract names the roles). */
export type StaffMenuEntry = { label: string; path: string; opens: ApiCall };

/**
 * The side menu. A member sees an entry when their role may make the call its page opens with: the
 * roles are written once, on the contracts (decision 107), and the server checks them again.
 */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Staff', path: STAFF_ACCOUNTS_PATH, opens: listStaffCall },
  // every role reads the queue; Vendor managers (and Administrators) decide (decision 059)
  { label: 'Document review', path: STAFF_DOCUMENTS_PATH, opens: staffDocumentQueueCall },
  { label: 'Announcement rounds', path: STAFF_ROUNDS_PATH, opens: listStaffRoundsCall },
  { label: 'QuickPay', path: STAFF_QUICK_PAY_PATH, opens: staffQuickPayRequestsCall },
  { label: 'Portal settings', path: STAFF_SETTINGS_PATH, opens: staffSettingsCall },
  { label: 'Vendors', path: STAFF_VENDORS_PATH, opens: staffVendorsSearchCall },
  // what each vendor must hold (decision 112): every role reads, Vendor managers change
  { label: 'Compliance requirements', path: STAFF_COMPLIANCE_PATH, opens: staffComplianceRequirementsCall },
  { label: 'Work orders', path: STAFF_WORK_ORDERS_PATH, opens: searchStaffWorkOrdersCall },
  { label: 'Integrations', path: STAFF_INTEGRATIONS_PATH, opens: listApiClientsCall },
  { label: 'Audit log', path: STAFF_AUDIT_PATH, opens: listAuditCall },
];

export function staffMenuFor(role: StaffRole): StaffMenuEntry[] {
  return STAFF_MENU.filter((entry) => staffMay(role, entry.opens));
}

/**
 * Where /staff lands a member: the first section of their menu, but Accounts payable lands on QuickPay,
 * the section they act in (the menu's first, Document review, they may only read: issue 38 point 11).
 */
export function staffLandingFor(role: StaffRole): string | undefined {
  if (role === 'accounts_payable') return STAFF_QUICK_PAY_PATH;
  return staffMenuFor(role)[0]?.path;
}

/** Whether a role may do what a call does: who may is written once, on the call's contract. */
const mayMake =
  (call: ApiCall) =>
  (role: StaffRole): boolean =>
    staffMay(role, call);

/** Creating, disabling and changing staff accounts. */
export const canManageStaff = mayMake(createStaffCall);

/** Approving and rejecting documents. */
export const canDecideDocuments = mayMake(staffApproveDocumentCall);

/** Sending a round and awarding its orders. */
export const canSendRounds = mayMake(sendStaffRoundCall);

/** Marking QuickPay requests paid or declined. */
export const canDecideQuickPay = mayMake(staffDecideQuickPayCall);

/** Changing the portal settings and the QuickPay options. */
export const canChangeSettings = mayMake(staffPutSettingsCall);

/** Inviting, disabling and password links for vendor users, and the vendor's status. */
export const canManageVendors = mayMake(staffInviteVendorUserCall);

/** Setting a vendor's QuickPay exclusion. */
export const canSetQuickPayExclusion = mayMake(staffSetQuickPayExclusionCall);

/** Making, editing and reassigning work orders. */
export const canManageWorkOrders = mayMake(createStaffWorkOrderCall);

/** Reading and exporting the audit log. */
export const canReadAudit = mayMake(listAuditCall);

/** Adding, changing and deleting compliance requirements. */
export const canChangeRequirements = mayMake(staffCreateComplianceRequirementCall);
