// The staff console's API (issue 18 point 1, decision 057): everything under /staff/api. The sign-in
// calls are `allow.public`; every other call passes the guard before its body is read: a staff session
// token (the vp_staff cookie, or a bearer for scripts), whose session is open, was used within the idle
// timeout and belongs to an active account, of a role its contract allows (`allow.staff(...)`,
// decision 107). A route without a staff access stops the start (access-routes.ts).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type {} from '@fastify/cookie';
import type { ApiCall } from '@vp/contracts';
import { STAFF_SESSION_COOKIE } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import type { StaffTokenService } from '../identity/staff-token-service.ts';
import { touchStaffSession, type StaffOnCall } from '../identity/staff-sessions.repository.ts';
import { AppError } from '../http/app-error.ts';
import { routeCall, type CallHandler } from '../http/route-call.ts';

export const STAFF_API_PREFIX = '/staff/api';

export const STAFF_SESSION_ENDED = 'Your staff session has ended or is not valid. Please sign in again.';

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    staff: StaffOnCall | null;
  }
}

export type StaffApiDeps = {
  db: Db;
  tokens: StaffTokenService;
  settings: { idleTimeoutSeconds: number };
};

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function staffOf(request: FastifyRequest): StaffOnCall {
  if (!request.staff) throw new AppError('unauthorized', STAFF_SESSION_ENDED, { reason: 'session-ended' });
  return request.staff;
}

function staffGuard(deps: StaffApiDeps) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access;
    // the sign-in calls answer by their own rules; a path no route matches goes on to its 404
    if (access?.kind !== 'staff') return;
    const token = request.cookies[STAFF_SESSION_COOKIE] || bearerOf(request);
    if (!token) throw new AppError('unauthorized', 'Sign in to the staff console to continue.');
    // a vendor ID token or a provider access token fails here: another issuer and audience
    const claims = await deps.tokens.verify(token);
    const staff =
      claims &&
      (await touchStaffSession(deps.db, claims.sessionId, claims.staffId, deps.settings.idleTimeoutSeconds));
    if (!staff) throw new AppError('unauthorized', STAFF_SESSION_ENDED, { reason: 'session-ended' });
    if (!access.roles.includes(staff.role)) {
      throw new AppError('forbidden', 'Your staff role does not allow this call.', {
        reason: 'role-not-allowed',
      });
    }
    request.staff = staff;
  };
}

/**
 * A route registrar for the staff scope: `const route = staffRouter(app)`, then `route(call, handler)`;
 * who may make the call comes from its contract (`allow.staff(...)` or `allow.public`).
 */
export function staffRouter(app: FastifyInstance) {
  return function route<C extends ApiCall>(
    call: C,
    handler: CallHandler<C>,
    options: Pick<RouteShorthandOptions, 'onRequest'> = {},
  ): void {
    if (!call.path.startsWith(`${STAFF_API_PREFIX}/`)) throw new Error(`${call.path} is not a staff call.`);
    // documented in /api/openapi.json with the other contracts' calls (a staff token is a bearer too)
    routeCall(app, call, handler, options);
  };
}

/** The staff scope: its route plugins behind the one guard, which reads each route's contract. */
export function staffApi(deps: StaffApiDeps, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);
    await app.register(async (staff) => {
      staff.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      staff.addHook('onRequest', staffGuard(deps));
      for (const plugin of routes) await staff.register(plugin);
    });
  };
}
