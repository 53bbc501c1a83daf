// The public announcement calls need no session, so they get their own strict limit per client
// address, counted in PostgreSQL so that it holds across server processes (decision 020).
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_TOO_MANY_REQUESTS } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordPublicCall } from './announcements.repository.ts';

export const PUBLIC_CALL_WINDOW_MINUTES = 15;

/** An onRequest hook: runs before the body is read, so bad bodies count too. */
export function publicCallLimit(db: Db, maxPerIp: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const calls = await recordPublicCall(db, request.ip, PUBLIC_CALL_WINDOW_MINUTES);
    if (calls > maxPerIp) {
      throw new AppError('too_many_requests', ANNOUNCEMENT_TOO_MANY_REQUESTS, {
        reason: 'too-many-requests',
        headers: { 'retry-after': String(PUBLIC_CALL_WINDOW_MINUTES * 60) },
      });
    }
  };
}
