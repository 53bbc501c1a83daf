// The browser's half of an SRP-6a sign-in (SPEC sections 4 and 7), for any surface that speaks the
// sign-in shapes: the vendor sign-in (/api/auth) and the staff console's (/staff/api, decision 057).
// The server sends the account's salt and its public ephemeral B; the browser proves it knows the
// password (M1) and checks the server's proof (M2) that it holds the matching verifier. The password
// never crosses the wire.
import type { z } from 'zod';
import type { signInStartResponse } from '@vp/contracts';
import * as srp from './srp-client.ts';
import { stretchPassword } from './stretch-password.ts';

type Challenge = z.infer<typeof signInStartResponse>;

/** What step 2 sends: the challenge it answers, A and M1 (and a new password, when one is asked for). */
export type SrpProof = {
  challengeId: string;
  clientEphemeral: string;
  clientProof: string;
  newPassword?: string;
};

export type SrpSteps<A> = {
  start: (username: string) => Promise<Challenge>;
  finish: (proof: SrpProof) => Promise<A>;
};

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

/**
 * Runs both steps and answers step 2's answer. An answer that carries `serverProof` is checked
 * (ServerProofError when it does not match); one without (a temporary password to replace) is not
 * a sign-in yet and is handed back as it is.
 */
export async function proveSrp<A extends { result: string }>(
  email: string,
  password: string,
  steps: SrpSteps<A>,
  newPassword?: string,
): Promise<A> {
  const username = srpUsernameOf(email);
  const challenge = await steps.start(username);
  const stretched = await stretchPassword(password, challenge.salt, challenge.kdfIterations);
  const privateKey = await srp.derivePrivateKey(challenge.salt, username, stretched);
  const ephemeral = srp.generateEphemeral();
  const session = await srp.deriveSession(
    ephemeral.secret,
    challenge.serverEphemeral,
    challenge.salt,
    username,
    privateKey,
  );
  const answer = await steps.finish({
    challengeId: challenge.challengeId,
    clientEphemeral: ephemeral.public,
    clientProof: session.proof,
    ...(newPassword ? { newPassword } : {}),
  });
  const serverProof = (answer as { serverProof?: unknown }).serverProof;
  if (typeof serverProof === 'string') {
    try {
      await srp.verifySession(ephemeral.public, session, serverProof);
    } catch (error) {
      throw new ServerProofError({ cause: error });
    }
  }
  return answer;
}
