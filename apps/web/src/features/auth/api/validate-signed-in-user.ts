import { validateVendorPortalUserCall, type PortalUser } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { rememberValidatedUser } from '../../../lib/validated-user.ts';

/**
 * SPEC section 4: the signed-in user is verified with validate-vendor-portal-user (200 = allowed)
 * before the session takes the new token; any failure means the sign-in failed. The answer is kept
 * for the app's start-up check, which then need not ask again.
 */
export async function validateSignedInUser(idToken: string): Promise<PortalUser> {
  const user = await call(validateVendorPortalUserCall, {}, { bearer: idToken });
  rememberValidatedUser(idToken, user);
  return user;
}
