// Sign-in with SRP-6a (SPEC sections 4 and 7) against /api/auth: the browser's half of the protocol
// is lib/srp-sign-in.ts, shared with the staff console's sign-in.
import { PASSWORD_RESET_REQUIRED_CODE, signInFinishCall, signInStartCall } from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { proveSrp } from '../../../lib/srp-sign-in.ts';

export { ServerProofError, srpUsernameOf } from '../../../lib/srp-sign-in.ts';

export type SignInCredentials = {
  email: string;
  password: string;
  /** Completes the NEW_PASSWORD_REQUIRED challenge of a temporary password in the same sign-in. */
  newPassword?: string | undefined;
};

export type SignInOutcome =
  { result: 'SIGNED_IN'; idToken: string; expiresIn: number } | { result: 'NEW_PASSWORD_REQUIRED' };

export async function signIn({ email, password, newPassword }: SignInCredentials): Promise<SignInOutcome> {
  const answer = await proveSrp(
    email,
    password,
    {
      start: (username) => call(signInStartCall, { body: { email: username } }),
      finish: (proof) => call(signInFinishCall, { body: proof }),
    },
    newPassword,
  );
  if (answer.result === 'NEW_PASSWORD_REQUIRED') return answer;
  return { result: 'SIGNED_IN', idToken: answer.idToken, expiresIn: answer.expiresIn };
}

/** The 403 of an account that must set a new password through the e-mailed link. */
export function isPasswordResetRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const { body } = error;
  return (
    typeof body === 'object' && body !== null && 'code' in body && body.code === PASSWORD_RESET_REQUIRED_CODE
  );
}
