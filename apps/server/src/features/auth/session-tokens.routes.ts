// POST /api/auth/refresh (rotates the refresh cookie, answers a new ID token) and POST /api/auth/logout,
// registered from their contracts (issue 16).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logoutCall, refreshCall } from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import type { AuthDeps } from './auth-deps.ts';
import { logout, refreshSession } from './sessions.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';

function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function sessionTokenRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const route = callRouter(app);
  route(refreshCall, async (request, reply) => {
    const cookie = readRefreshCookie(request);
    // A browser without the cookie is simply signed out: every signed-out page load asks, so this
    // is no error (a 401 would be logged in the console of every sign-in page; issue 15 point 7).
    if (cookie === undefined) return reply.status(204).send();
    try {
      const tokens = await refreshSession(deps, cookie, request.ip);
      setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
      return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
    } catch (err) {
      // a refused cookie is of no further use to the browser (a database outage is no refusal)
      if (err instanceof AppError && err.status === 401) clearRefreshCookie(reply);
      throw err;
    }
  });
  route(logoutCall, async (request, reply) => {
    await logout(deps, { refreshToken: readRefreshCookie(request), bearer: bearerOf(request) }, request.ip);
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });
}
