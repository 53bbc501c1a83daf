// Every vendor-scoped route runs behind requireSession: a valid bearer ID token of an active user,
// else 401. The vendor is taken from the session only, never from the request.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SessionClaims, TokenService } from '../identity/token-service.ts';
import { unauthorized } from './app-error.ts';

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function makeRequireSession(db: Db, tokens: TokenService): preHandlerAsyncHookHandler {
  return async function requireSession(request) {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyIdToken(token);
    if (!claims) throw unauthorized('Your session has expired or is not valid. Please sign in again.');
    const user = await db
      .selectFrom('users')
      .select(['status', 'vendor_id'])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!user || user.status !== 'active' || user.vendor_id !== claims.vendorId) {
      throw unauthorized('Your account is not active on the vendor portal.');
    }
    request.session = claims;
  };
}

export function registerSessionDecorator(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}
