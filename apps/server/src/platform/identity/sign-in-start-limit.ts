// Sign-in starts per client address (issue 14, decision 034; the staff sign-in shares the count,
// decision 057). A start costs the server a decoy and an SRP ephemeral and stores a challenge, and needs no account: one client opened 1,207 challenges in
// 10 s and slowed every other call. Counted in PostgreSQL so that the limit holds across server
// processes (housekeeping deletes the old rows), and in an onRequest hook, before the body is read. Counting and taking a slot are one
// step under a lock on the address, so concurrent starts cannot pass the limit together.
import type { FastifyRequest } from 'fastify';
import { TOO_MANY_SIGN_IN_STARTS } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { takeSignInStart } from './srp-challenges.repository.ts';

export const SIGN_IN_START_WINDOW_SECONDS = 60;

export function signInStartLimit(db: Db, maxPerIp: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await takeSignInStart(db, request.ip, maxPerIp, SIGN_IN_START_WINDOW_SECONDS))) {
      throw new AppError('too_many_requests', TOO_MANY_SIGN_IN_STARTS, {
        reason: 'too-many-attempts',
        headers: { 'retry-after': String(SIGN_IN_START_WINDOW_SECONDS) },
      });
    }
  };
}
