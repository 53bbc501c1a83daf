// The staff console's API (issue 18 point 1, decision 057): everything under /staff/api. The sign-in
// calls are open; every other call passes the guard before its body is read: a staff session token
// (the vp_staff cookie, or a bearer for scripts), whose session is open, was used within the idle
// timeout and belongs to an active account, and a role the route states in its config with
// `requireStaffRole(...)`. A guarded route that states no role stops the start, as a provider route
// without a scope does; the routes so registered are listed (`staffRoutes`) for the role matrix test.
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type {} from '@fastify/cookie';
import type { ApiCall, StaffRole } from '@vp/contracts';
import { STAFF_ROLES, STAFF_SESSION_COOKIE } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import type { StaffTokenService } from '../identity/staff-token-service.ts';
import { touchStaffSession, type StaffOnCall } from '../identity/staff-sessions.repository.ts';
import { AppError } from '../http/app-error.ts';
import { schemaOf, type CallHandler } from '../http/route-call.ts';

export const STAFF_API_PREFIX = '/staff/api';

export const STAFF_SESSION_ENDED = 'Your staff session has ended or is not valid. Please sign in again.';

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    staff: StaffOnCall | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** the guarded staff routes as registered (app.ts decorates the root with staffApi's list) */
    staffRoutes: StaffRouteInfo[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** the roles a guarded /staff/api route allows (Administrators always): requireStaffRole(...) */
    staffRoles?: readonly StaffRole[];
  }
}

/** A guarded staff route as registered: what the role matrix test goes over. */
export type StaffRouteInfo = { method: string; url: string; roles: readonly StaffRole[] };

/** The route config of a staff call: the roles it allows; an Administrator may make every call. */
export function requireStaffRole(...roles: StaffRole[]): { staffRoles: readonly StaffRole[] } {
  if (roles.length === 0) throw new Error('requireStaffRole needs at least one role.');
  return { staffRoles: [...new Set<StaffRole>(['administrator', ...roles])] };
}

/** Any signed-in staff member, whatever the role (their own account: GET /staff/api/me). */
export const anyStaffRole = () => requireStaffRole(...STAFF_ROLES);

export type StaffApiDeps = {
  db: Db;
  tokens: StaffTokenService;
  settings: { idleTimeoutSeconds: number };
  /** filled as the guarded routes register */
  routes: StaffRouteInfo[];
};

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function staffOf(request: FastifyRequest): StaffOnCall {
  if (!request.staff) throw new AppError('unauthorized', STAFF_SESSION_ENDED, { reason: 'SESSION_ENDED' });
  return request.staff;
}

function staffGuard(deps: StaffApiDeps) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const token = request.cookies[STAFF_SESSION_COOKIE] || bearerOf(request);
    if (!token) throw new AppError('unauthorized', 'Sign in to the staff console to continue.');
    // a vendor ID token or a provider access token fails here: another issuer and audience
    const claims = await deps.tokens.verify(token);
    const staff =
      claims &&
      (await touchStaffSession(deps.db, claims.sessionId, claims.staffId, deps.settings.idleTimeoutSeconds));
    if (!staff) throw new AppError('unauthorized', STAFF_SESSION_ENDED, { reason: 'SESSION_ENDED' });
    const allowed = request.routeOptions.config.staffRoles ?? [];
    if (!allowed.includes(staff.role)) {
      throw new AppError('forbidden', 'Your staff role does not allow this call.', {
        reason: 'ROLE_NOT_ALLOWED',
      });
    }
    request.staff = staff;
  };
}

/**
 * A route registrar for a staff scope: `const route = staffRouter(app)`, then
 * `route(call, requireStaffRole(...), handler)` (or `'open'` for the sign-in calls).
 */
export function staffRouter(app: FastifyInstance) {
  return function route<C extends ApiCall>(
    call: C,
    /** 'open' only for the sign-in calls, outside the guarded scope (inside it, the start fails) */
    config: { staffRoles: readonly StaffRole[] } | 'open',
    handler: CallHandler<C>,
    options: Pick<RouteShorthandOptions, 'onRequest'> = {},
  ): void {
    if (!call.path.startsWith(`${STAFF_API_PREFIX}/`)) throw new Error(`${call.path} is not a staff call.`);
    app.route({
      ...options,
      method: call.method,
      url: call.path,
      // documented in /api/openapi.json with the other contracts' calls (a staff token is a bearer too)
      schema: schemaOf(call),
      ...(config === 'open' ? {} : { config }),
      // a secret the answer shows once is not kept for a replay (decision 101)
      ...(call.notReplayed
        ? { config: { ...(config === 'open' ? {} : config), notReplayed: call.notReplayed } }
        : {}),
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}

/** The staff scope: `openRoutes` (the sign-in) as they are, `guardedRoutes` behind the guard. */
export function staffApi(
  deps: StaffApiDeps,
  openRoutes: FastifyPluginAsync[],
  guardedRoutes: FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);
    await app.register(async (staff) => {
      staff.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      for (const routes of openRoutes) await staff.register(routes);
      await staff.register(async (guarded) => {
        guarded.addHook('onRoute', (route) => {
          const roles = route.config?.staffRoles;
          if (!roles || roles.length === 0)
            throw new Error(`${route.url}: a staff route must state its roles (requireStaffRole).`);
          if (!route.url.startsWith(`${STAFF_API_PREFIX}/`))
            throw new Error(`${route.url}: a staff route must be under ${STAFF_API_PREFIX}.`);
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods)
            if (method !== 'HEAD') deps.routes.push({ method, url: route.url, roles });
        });
        guarded.addHook('onRequest', staffGuard(deps));
        for (const routes of guardedRoutes) await guarded.register(routes);
      });
    });
  };
}
