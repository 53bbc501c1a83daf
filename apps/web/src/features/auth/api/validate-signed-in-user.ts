import { portalUser, validateVendorPortalUserPath, type PortalUser } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * SPEC section 4: the signed-in user is verified with validate-vendor-portal-user (200 = allowed)
 * before the session takes the new token; any failure means the sign-in failed.
 */
export function validateSignedInUser(idToken: string): Promise<PortalUser> {
  return apiGet(validateVendorPortalUserPath, { bearer: idToken, schema: portalUser });
}
