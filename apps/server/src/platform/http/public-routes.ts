// The one list of /api calls that need no session (issue 14; GUIDE section 3.0). Every other /api
// route is private: the session guard runs onRequest for the whole API, before the body is read, so
// an anonymous caller learns nothing of a call's schema (401, never a 400 naming its fields) and
// costs no parsing. A route added without a thought is private by default.
import {
  acceptDeclineAnnouncementCall,
  announcementLinkAnswerCall,
  createUserPasswordCall,
  forgotUserPasswordCall,
  logoutCall,
  refreshCall,
  signInFinishCall,
  signInStartCall,
  supplyPartnerLogoCall,
  unsubscribeAnnouncementsCall,
  userSetPasswordCall,
} from '@vp/contracts';
import type { ApiCall } from '@vp/contracts';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from './openapi.ts';

/** A call's entry in the list: 'METHOD /path' as Fastify registers its route. */
export const routeKey = (call: Pick<ApiCall, 'method' | 'path'>): string => `${call.method} ${call.path}`;

/** 'METHOD /path' as Fastify registers the route (its pattern, with :params). */
export const PUBLIC_API_ROUTES: readonly string[] = [
  // signing in and out: the refresh and logout calls carry their own httpOnly cookie
  routeKey(signInStartCall),
  routeKey(signInFinishCall),
  routeKey(refreshCall),
  routeKey(logoutCall),
  // passwords: an e-mailed link's token or the current password stands in for a session
  routeKey(forgotUserPasswordCall),
  routeKey(createUserPasswordCall),
  routeKey(userSetPasswordCall),
  // the announcement e-mail's links (decision 020): their token stands in for a session
  routeKey(acceptDeclineAnnouncementCall),
  routeKey(unsubscribeAnnouncementsCall),
  routeKey(announcementLinkAnswerCall),
  // an <img> sends no bearer token (decision 019)
  routeKey(supplyPartnerLogoCall),
  // the API's own description
  `GET ${OPENAPI_PATH}`,
];

const publicRoutes = new Set(PUBLIC_API_ROUTES);

/** Whether the route (method and registered pattern) is on the list; HEAD goes with its GET. */
export function isPublicRoute(method: string, routeUrl: string): boolean {
  return publicRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`);
}

/**
 * Fails the start when an entry of the list names no registered route: a renamed call would
 * otherwise turn private without anyone noticing, and the list would keep a dead entry. Call it
 * before the routes are registered.
 */
export function assertPublicRoutesRegistered(app: FastifyInstance): void {
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
  });
  app.addHook('onReady', async () => {
    const missing = PUBLIC_API_ROUTES.filter((entry) => !registered.has(entry));
    if (missing.length > 0) throw new Error(`public routes that are not registered: ${missing.join(', ')}`);
  });
}
