// What can be disabled can be enabled again (issue 38 point 10, decision 103): a disabled vendor user
// (Vendor managers, as its disable) and a disabled staff account (Administrators).
import { defineCall } from '../platform/api-call.ts';
import { staffIdParams, staffMemberSchema } from './staff-calls.ts';
import { staffVendorUserParams, staffVendorUserSchema } from './vendors-calls.ts';
import { allow } from '../platform/access.ts';

export const staffEnableVendorUserCall = defineCall({
  id: 'staff-vendor-enable-user',
  method: 'POST',
  path: '/staff/api/vendors/:vendorId/users/:userId/enable',
  params: staffVendorUserParams,
  response: staffVendorUserSchema,
  access: allow.staff('vendor_manager'),
  summary: "Enables a vendor's disabled user again: it signs in with its password (Vendor managers)",
});

export const enableStaffCall = defineCall({
  id: 'staff-enable',
  method: 'POST',
  path: '/staff/api/staff/:staffId/enable',
  params: staffIdParams,
  response: staffMemberSchema,
  access: allow.staff('administrator'),
  summary: 'Enables a disabled staff account again (Administrators)',
});
