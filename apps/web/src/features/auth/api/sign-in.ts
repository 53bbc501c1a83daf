// Sign-in with SRP-6a (SPEC sections 4 and 7): the password never crosses the wire. The server sends
// the account's salt and its public ephemeral B; the browser proves it knows the password (M1) and
// checks the server's proof (M2) that it holds the matching verifier.
import * as srp from 'secure-remote-password/client.js';
import { PASSWORD_RESET_REQUIRED_CODE, signInFinishCall, signInStartCall } from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { stretchPassword } from './stretch-password.ts';

export type SignInCredentials = {
  email: string;
  password: string;
  /** Completes the NEW_PASSWORD_REQUIRED challenge of a temporary password in the same sign-in. */
  newPassword?: string | undefined;
};

export type SignInOutcome =
  { result: 'SIGNED_IN'; idToken: string; expiresIn: number } | { result: 'NEW_PASSWORD_REQUIRED' };

/** The server could not prove that it holds the account's verifier: not the server we trust. */
export class ServerProofError extends Error {
  constructor(options?: ErrorOptions) {
    super('The server did not prove its identity', options);
    this.name = 'ServerProofError';
  }
}

/** SRP identifies the account by the address as the server stored it: trimmed, lower case. */
export function srpUsernameOf(email: string): string {
  return email.trim().toLowerCase();
}

export async function signIn({ email, password, newPassword }: SignInCredentials): Promise<SignInOutcome> {
  const username = srpUsernameOf(email);
  const challenge = await call(signInStartCall, { body: { email: username } });
  const stretched = await stretchPassword(password, challenge.salt, challenge.kdfIterations);
  const privateKey = srp.derivePrivateKey(challenge.salt, username, stretched);
  const ephemeral = srp.generateEphemeral();
  const session = srp.deriveSession(
    ephemeral.secret,
    challenge.serverEphemeral,
    challenge.salt,
    username,
    privateKey,
  );
  const answer = await call(signInFinishCall, {
    body: {
      challengeId: challenge.challengeId,
      clientEphemeral: ephemeral.public,
      clientProof: session.proof,
      ...(newPassword ? { newPassword } : {}),
    },
  });
  if (answer.result === 'NEW_PASSWORD_REQUIRED') return answer;
  try {
    srp.verifySession(ephemeral.public, session, answer.serverProof);
  } catch (error) {
    throw new ServerProofError({ cause: error });
  }
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
