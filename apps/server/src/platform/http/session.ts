// Every vendor-scoped route runs behind requireSession: a valid bearer ID token of an active user whose
// session (the token's `sid`) is still open, else 401. The vendor is taken from the session only,
// never from the request.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import { vendorPermissionDenied, type VendorPermission } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import type { SessionClaims, TokenService } from '../identity/token-service.ts';
import { AppError, unauthorized } from './app-error.ts';
import type { KeptSessionChecks, SessionRow } from './kept-session-checks.ts';
import { sharedWhileRunning } from './shared-while-running.ts';

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: VendorSession | null;
  }
}

/** A checked vendor session: the token's claims and what the user's roles grant now. */
export type VendorSession = SessionClaims & { readonly permissions: readonly string[] };

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const SESSION_ENDED = 'Your session has expired or is not valid. Please sign in again.';
export const ACCOUNT_NOT_ACTIVE = 'Your account is not active on the vendor portal.';

/** The session's row: its user and vendor still active, the session still open. */
function sessionLookup(db: Db, kept: KeptSessionChecks | undefined) {
  // The sections of a details page are nine calls sent at once with the same token: they share one
  // lookup while it runs instead of nine (decision 074). A valid session's row is then kept until
  // PostgreSQL says it may have changed (decision 088), so that logout, refresh-token reuse and
  // password changes still end ID tokens at once.
  const shared = sharedWhileRunning(async (key: string): Promise<SessionRow | undefined> => {
    const [sessionId, userId] = key.split(' ') as [string, string];
    const ticket = kept?.ticket();
    const row = await db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .innerJoin('vendors', 'vendors.id', 'users.vendor_id')
      .select([
        'users.status',
        'users.vendor_id',
        'vendors.status as vendor_status',
        'auth_sessions.revoked_at',
        'auth_sessions.expires_at',
        // what the user's roles grant, for the calls' permissions (vendor-api.ts)
        sql<string[]>`coalesce(
          (select array_agg(distinct p)
             from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) p
            where ur.user_id = users.id and ur.vendor_id = users.vendor_id),
          '{}')`.as('permissions'),
      ])
      .where('auth_sessions.id', '=', sessionId)
      .where('auth_sessions.user_id', '=', Number(userId))
      .executeTakeFirst();
    if (row && kept && ticket !== undefined && problemOf(row) === null)
      kept.keep(ticket, sessionId, Number(userId), row);
    return row;
  });
  return (sessionId: string, userId: number) =>
    kept?.get(sessionId, userId) ?? shared(`${sessionId} ${userId}`);
}

/** Why the session's row refuses the token, or null. */
function problemOf(row: SessionRow | undefined): string | null {
  if (!row || row.revoked_at !== null || row.expires_at.getTime() <= Date.now()) return SESSION_ENDED;
  // a vendor the company made inactive ends its users' sessions too (decision 053)
  if (row.status !== 'active' || row.vendor_status !== 'active') return ACCOUNT_NOT_ACTIVE;
  return null;
}

/** `kept`: the process's kept session checks (kept-session-checks.ts); without, every call looks up. */
export function makeRequireSession(
  db: Db,
  tokens: TokenService,
  kept?: KeptSessionChecks,
): preHandlerAsyncHookHandler {
  const lookUp = sessionLookup(db, kept);
  return async function requireSession(request) {
    // the API-wide guard has checked it already (a route may still name it for clarity)
    if (request.session) return;
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyIdToken(token);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // one indexed lookup (or its kept answer): the user and its vendor are still active and the
    // token's session (refresh family) is still open
    const row = await lookUp(claims.sessionId, claims.userId);
    const problem = problemOf(row);
    if (problem) throw unauthorized(problem);
    // a user moved to another vendor: the token's vendor is no longer the user's
    if (row!.vendor_id !== claims.vendorId) throw unauthorized(ACCOUNT_NOT_ACTIVE);
    request.session = { ...claims, permissions: row!.permissions };
  };
}

export function registerSessionDecorator(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): VendorSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * 403 with the permission's text unless the session's roles grant it: for the two calls one contract
 * serves for two records (a document of an order or of the company), whose guard let through a holder
 * of either permission; the record says which one it needs.
 */
export function assertVendorMay(session: VendorSession, permission: VendorPermission): void {
  if (!session.permissions.includes(permission)) {
    throw new AppError('forbidden', vendorPermissionDenied(permission));
  }
}
