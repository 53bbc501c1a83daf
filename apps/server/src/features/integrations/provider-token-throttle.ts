// The token call's limits (issue 37 point 5, decision 099). A token request that names a client id
// and a secret is counted before its secret is checked, as the sign-in's guesses are (decision 034):
// under advisory locks on its buckets, the failures of the last minute are counted and, within the
// limits, the request's own row is written at once as a failure; only then is the secret checked. A
// right secret deletes the row again, so an integrator with its secret never counts at all.
//
// Buckets: failures for one client id and failures from one address, both from addresses that have
// not had a token for that client; an address that has (within 30 days) is counted on its own pair
// instead, so a stranger hammering a client id from elsewhere never locks the real client out of the
// address it calls from (the device cookie's idea, decision 034, with the address as the device).
import type { Db } from '../../platform/db/database.ts';
import { lockKeys } from '../../platform/db/advisory-locks.ts';
import {
  countTokenFailures,
  insertTokenFailure,
  isKnownAddress,
  settleTokenSuccess,
  type TokenAttemptKey,
} from './provider-token-failures.repository.ts';

/** Failed token requests per client id, and per known address of a client, in a window. */
export const TOKEN_FAILURES_PER_CLIENT = 10;
/** Failed token requests from one address (any client ids) in a window. */
export const TOKEN_FAILURES_PER_ADDRESS = 30;
export const TOKEN_FAILURE_WINDOW_SECONDS = 60;
/** How long an address that had a token for a client stays known for it. */
export const KNOWN_ADDRESS_DAYS = 30;
// ids are `vpc_` and 24 hex digits; anything longer is kept only this far, to count it
const CLIENT_ID_KEPT = 100;

export type TokenAttempt =
  { throttled: true; retryAfterSeconds: number } | { throttled: false; succeeded(): Promise<void> };

/** Counts a token request for `clientId` from `ip` before its secret is checked. */
export async function reserveTokenAttempt(db: Db, clientId: string, ip: string): Promise<TokenAttempt> {
  const key: TokenAttemptKey = { clientId: clientId.slice(0, CLIENT_ID_KEPT), ip };
  const known = await isKnownAddress(db, key, KNOWN_ADDRESS_DAYS);
  const limits = known
    ? [TOKEN_FAILURES_PER_CLIENT]
    : [TOKEN_FAILURES_PER_CLIENT, TOKEN_FAILURES_PER_ADDRESS];
  const outcome = await db.transaction().execute(async (tx) => {
    // the count and the insert, one request of a bucket at a time; a row lost in a crash is one more
    // try allowed (decision 077)
    await lockKeys(
      tx,
      known
        ? [`provider-token:pair:${key.clientId}:${key.ip}`]
        : [`provider-token:client:${key.clientId}`, `provider-token:ip:${key.ip}`],
      { commitWithoutDiskWait: true },
    );
    const buckets = await countTokenFailures(tx, key, known, TOKEN_FAILURE_WINDOW_SECONDS);
    const full = buckets.filter((bucket, i) => bucket.count >= limits[i]!);
    if (full.length > 0)
      return {
        kind: 'throttled' as const,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...full.map((b) => b.secondsLeft)))),
      };
    return { kind: 'counted' as const, failureId: await insertTokenFailure(tx, key, known) };
  });
  if (outcome.kind === 'throttled') return { throttled: true, retryAfterSeconds: outcome.retryAfterSeconds };
  return { throttled: false, succeeded: () => settleTokenSuccess(db, outcome.failureId, key) };
}
