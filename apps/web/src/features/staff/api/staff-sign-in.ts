// The staff console's sign-in (decision 057): the shared browser SRP (lib/srp-sign-in.ts) against
// /staff/api/sign-in/start and /finish, then the second factor, which sets the vp_staff cookie.
import {
  staffSecondFactorCall,
  staffSignInFinishCall,
  staffSignInStartCall,
  staffSignOutCall,
  type StaffSignInFinishResponse,
} from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { proveSrp } from '../../../lib/srp-sign-in.ts';

/** Steps 1 and 2: the password's proof; the answer says what comes next. */
export function staffSignIn(
  email: string,
  password: string,
  newPassword?: string,
): Promise<StaffSignInFinishResponse> {
  return proveSrp(
    email,
    password,
    {
      start: (username) => call(staffSignInStartCall, { body: { email: username } }),
      finish: (proof) => call(staffSignInFinishCall, { body: proof }),
    },
    newPassword,
  );
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/** Step 3: the authenticator's code or a recovery code; the server sets the session cookie. */
export function sendSecondFactor(secondFactorToken: string, factor: SecondFactor) {
  return call(staffSecondFactorCall, { body: { secondFactorToken, ...factor } });
}

export async function staffSignOut(): Promise<void> {
  await call(staffSignOutCall);
}
