import { z } from 'zod';
import { defineCall } from './api-call.ts';
import { allow } from './access.ts';

export const portalUser = z.object({
  userId: z.number().int(),
  vendorId: z.number().int(),
  vendorNum: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /**
   * not in the spec: the permissions the user's roles grant (VENDOR_PERMISSIONS), so that the web app
   * shows only what the user may open; the server checks every call itself
   */
  permissions: z.array(z.string()),
});
export type PortalUser = z.infer<typeof portalUser>;

/** 200 means the signed-in user may use the portal; 401 otherwise. */
export const validateVendorPortalUserCall = defineCall({
  id: 'validate-vendor-portal-user',
  method: 'GET',
  path: '/api/validate-vendor-portal-user',
  response: portalUser,
  access: allow.vendor(),
  summary: 'The signed-in user, when they may use the portal',
});
