// The staff sign-in through the company's identity provider (decision 064), open calls: which sign-in
// this server offers (the login page asks), the start (a redirect to the provider, with the
// browser's binding cookie) and the provider's callback (the vp_staff cookie and a redirect to /staff,
// or to /staff/login naming what went wrong). All three answer whether or not the provider is set.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import {
  STAFF_LOGIN_PAGE,
  STAFF_SIGN_IN_ERROR_PARAM,
  staffOidcCallbackCall,
  staffOidcStartCall,
  staffSignInOptionsCall,
  type StaffOidcError,
} from '@vp/contracts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import { setStaffCookie } from '../../platform/staff/staff-session-cookie.ts';
import { OIDC_STATE_TTL_SECONDS, type StaffOidcService } from './staff-oidc.service.ts';

/** The browser's half of a started sign-in: only the callback reads it. */
export const OIDC_BROWSER_COOKIE = 'vp_staff_oidc';
// Lax, not Strict: the callback is a top-level navigation from the provider's site, which a Strict
// cookie would not be sent with
const BROWSER_COOKIE_OPTIONS = {
  path: staffOidcCallbackCall.path,
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
} as const;

/** Where the console opens after a sign-in. */
const STAFF_HOME = '/staff';

export type StaffOidcRoutesDeps = {
  /** absent: the staff sign in with a password and TOTP */
  oidc: StaffOidcService | undefined;
  /** the per-address limit of sign-in starts, shared with the password sign-ins */
  startLimit: onRequestAsyncHookHandler;
};

const toLogin = (reply: FastifyReply, error: StaffOidcError) =>
  reply.redirect(`${STAFF_LOGIN_PAGE}?${STAFF_SIGN_IN_ERROR_PARAM}=${error}`, 303);

export function staffOidcRoutes(deps: StaffOidcRoutesDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const { oidc } = deps;

    route(staffSignInOptionsCall, async () =>
      oidc
        ? { method: 'oidc' as const, providerName: oidc.providerName, startUrl: staffOidcStartCall.path }
        : { method: 'password' as const },
    );

    route(
      staffOidcStartCall,
      async (_request, reply) => {
        if (!oidc) return toLogin(reply, 'not_configured');
        const started = await oidc.start();
        if ('error' in started) return toLogin(reply, started.error);
        void reply.setCookie(OIDC_BROWSER_COOKIE, started.browserValue, {
          ...BROWSER_COOKIE_OPTIONS,
          maxAge: OIDC_STATE_TTL_SECONDS,
        });
        return reply.redirect(started.redirectTo, 303);
      },
      { onRequest: deps.startLimit },
    );

    route(staffOidcCallbackCall, async (request, reply) => {
      if (!oidc) return toLogin(reply, 'not_configured');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await oidc.callback(query, request.cookies[OIDC_BROWSER_COOKIE], request.ip);
      void reply.clearCookie(OIDC_BROWSER_COOKIE, BROWSER_COOKIE_OPTIONS);
      if (!outcome.ok) return toLogin(reply, outcome.error);
      setStaffCookie(reply, outcome.token, outcome.maxAgeSeconds);
      return reply.redirect(STAFF_HOME, 303);
    });
  };
}
