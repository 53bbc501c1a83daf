import { validateVendorPortalUserCall, type PortalUser } from '@vp/contracts';
import { call } from '../../../lib/call.ts';

/**
 * SPEC section 4: the signed-in user is verified with validate-vendor-portal-user (200 = allowed)
 * before the session takes the new token; any failure means the sign-in failed.
 */
export function validateSignedInUser(idToken: string): Promise<PortalUser> {
  return call(validateVendorPortalUserCall, {}, { bearer: idToken });
}
