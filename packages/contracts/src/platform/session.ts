import { z } from 'zod';

/** GET /api/validate-vendor-portal-user: 200 means the signed-in user may use the portal. */
export const validateVendorPortalUserPath = '/api/validate-vendor-portal-user';
export const portalUser = z.object({
  userId: z.number().int(),
  vendorId: z.number().int(),
  vendorNum: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
});
export type PortalUser = z.infer<typeof portalUser>;
