// Every route of the three surfaces carries its contract's access in its config (decision 107): the
// routers put it there (route-call.ts, staff-api.ts, provider-route.ts) and each surface's guard reads
// only that, onRequest, before the body. This file keeps the one rule for all three: a route under a
// surface's prefix without an access of that surface stops the start (a route added without a thought
// is never open), and the routes so registered are listed for the generated permission matrix tests.
import type { Access } from '@vp/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** who may make the call: its contract's `access` (decision 107) */
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** every route of the three surfaces as registered, with its access (the matrix tests read it) */
    accessRoutes: AccessRoute[];
  }
}

/** A registered route of a surface, with the access its contract declares. */
export type AccessRoute = { method: string; url: string; access: Access };

/** The surfaces by the prefix of their routes, and the accesses each takes. */
const SURFACES: readonly { prefix: string; kinds: readonly Access['kind'][] }[] = [
  { prefix: '/api/', kinds: ['public', 'vendor'] },
  { prefix: '/staff/api/', kinds: ['public', 'staff'] },
  { prefix: '/provider/v1/', kinds: ['provider'] },
];

/**
 * Watches every route the app registers from here on (call it before any route): one under a surface's
 * prefix must carry an access of that surface, except the few named in `exempt` (the API's own
 * description, which is not a call). The routes so registered are listed on `app.accessRoutes`.
 */
export function requireAccessOnEveryRoute(app: FastifyInstance, exempt: readonly string[]): void {
  const routes: AccessRoute[] = [];
  app.decorate('accessRoutes', routes);
  app.addHook('onRoute', (route) => {
    const surface = SURFACES.find((s) => route.url.startsWith(s.prefix));
    if (!surface || exempt.includes(route.url)) return;
    const access = route.config?.access;
    if (!access || !surface.kinds.includes(access.kind)) {
      throw new Error(
        `${String(route.method)} ${route.url}: a route under ${surface.prefix} must be registered from a ` +
          `contract whose access is ${surface.kinds.map((kind) => `allow.${kind}`).join(' or ')} ` +
          `(found ${access ? `allow.${access.kind}` : 'none'}; decision 107).`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
}
