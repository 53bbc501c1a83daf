// The first half of an SRP-6a sign-in (decision 007), the same for vendors and staff (decision 057):
// the server's ephemeral from the account's verifier (or a decoy's, so that an unknown e-mail looks
// like a known one), stored as a challenge that the finish takes once, and what the browser needs to
// prove its password.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { KDF_ITERATIONS } from './password-verifier.ts';
import { insertChallenge, type NewChallenge } from './srp-challenges.repository.ts';
import { generateServerEphemeral } from './srp-server.ts';

/** How long a started sign-in may wait for its finish. */
export const CHALLENGE_TTL_SECONDS = 120;

export type SrpStart = { challengeId: string; salt: string; serverEphemeral: string; kdfIterations: number };

export async function startSrpChallenge(
  db: Db,
  owner: Pick<NewChallenge, 'userId' | 'staffId' | 'surface' | 'email'>,
  account: { salt: string; verifier: string },
): Promise<SrpStart> {
  const ephemeral = generateServerEphemeral(account.verifier);
  const challengeId = randomBytes(18).toString('base64url');
  await insertChallenge(db, {
    ...owner,
    id: challengeId,
    salt: account.salt,
    serverSecret: ephemeral.secret,
    serverPublic: ephemeral.public,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return {
    challengeId,
    salt: account.salt,
    serverEphemeral: ephemeral.public,
    kdfIterations: KDF_ITERATIONS,
  };
}
