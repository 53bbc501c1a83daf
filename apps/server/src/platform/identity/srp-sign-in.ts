// What the vendor and the staff sign-ins share (decisions 007 and 057): the one answer to a refused
// sign-in, the decoy account that answers for an unknown e-mail, and the second call's proof check,
// counted before it is made. Each surface keeps its own accounts, audit rows and session; this is
// the part that must behave the same on both, so that neither tells more than the other.
import { INVALID_CREDENTIALS } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { decoyAccount } from './decoy-account.ts';
import { readDecoySecret } from './srp-challenges.repository.ts';
import { verifyClientProof } from './srp-server.ts';
import { reserveAttempt, type Attempt, type ReservedAttempt, type ThrottleDeps } from './throttle.ts';

/** The one answer to a refused sign-in, whatever was wrong: it never says whether the account exists. */
export const invalidCredentials = () =>
  new AppError('unauthorized', INVALID_CREDENTIALS, { reason: 'invalid-credentials' });

type Account = { salt: string; verifier: string };

/**
 * The decoy of an unknown e-mail, made from the database's decoy secret: the same salt and verifier
 * every time for that e-mail, so that start behaves as for a real account. `namespace` keeps the
 * staff decoys apart from the vendors' (the same address may be asked on both).
 */
export function decoyAccounts(db: Db, namespace = ''): (email: string) => Promise<Account> {
  let secret: Promise<string> | undefined;
  return async (email) => {
    secret ??= readDecoySecret(db);
    return decoyAccount(await secret, `${namespace}${email}`);
  };
}

/** What a browser sends to finish a sign-in (vendor or staff): the challenge it answers, its proof, and
 * the new password when the account must choose one. */
export type SignInFinishInput = {
  challengeId: string;
  clientEphemeral: string;
  clientProof: string;
  newPassword?: string | undefined;
};

export type ProofCheck = {
  /** the server's proof M2 when the client's proof M1 is right; null when it is not */
  serverProof: string | null;
  /** the verifier the proof was checked against: the account's (the decoy's for an unknown e-mail) */
  verifier: string;
  /** the attempt, counted already: settle it as a success, or fail it */
  attempt: ReservedAttempt;
  /** fails the attempt for `reason` (the account's id beside it) and gives the error to throw */
  failed: (reason: string) => Promise<AppError>;
};

/**
 * The second call's check of the client's proof. The attempt is counted before the proof is checked,
 * so that concurrent guesses cannot pass the limit; the decoy is made whether or not it is needed, so
 * that the time taken tells nothing.
 */
export async function checkSignInProof(
  deps: ThrottleDeps,
  who: Attempt & { accountId: number | null },
  challenge: { serverSecret: string; serverPublic: string; salt: string; verifier: string | null },
  proof: { clientEphemeral: string; clientProof: string },
  decoyFor: (email: string) => Promise<Account>,
): Promise<ProofCheck> {
  const { accountId, ...attemptOf } = who;
  const attempt = await reserveAttempt(deps, 'sign_in', attemptOf);
  const decoy = await decoyFor(who.email);
  const verifier = challenge.verifier ?? decoy.verifier;
  const serverProof = verifyClientProof({
    serverSecret: challenge.serverSecret,
    serverPublic: challenge.serverPublic,
    clientPublic: proof.clientEphemeral,
    salt: challenge.salt,
    username: who.email,
    verifier,
    clientProof: proof.clientProof,
  });
  const failed = async (reason: string) => {
    await attempt.failed(reason, accountId);
    return invalidCredentials();
  };
  return { serverProof, verifier, attempt, failed };
}
