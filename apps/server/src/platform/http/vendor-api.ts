// The vendor API's scope (issue 14, decision 107): everything under /api is registered inside it, and
// its guard runs onRequest, before the body is read, from the route's contract alone: `allow.public`
// passes, `allow.vendor()` needs a session (401 otherwise), `allow.vendor(permission)` a session whose
// user holds a role granting it (403 with the permission's text; the permissions come with the
// session's check, so asking costs no query). So an anonymous caller or a user
// without the permission learns nothing of a call's schema, and costs no parsing.
import { vendorMay, vendorPermissionDenied } from '@vp/contracts';
import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { sessionOf } from './session.ts';

export type VendorApiDeps = {
  db: Db;
  /** the session check (session.ts's makeRequireSession): 401 unless a valid, open vendor session */
  requireSession: preHandlerAsyncHookHandler;
};

/** The /api scope: its route plugins registered behind the one guard. */
export function vendorApi(deps: VendorApiDeps, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    await app.register(async (api) => {
      api.addHook('onRequest', async function guard(request, reply) {
        const access = request.routeOptions.config.access;
        // a path no route matches goes on to its JSON 404; a public call answers by its own rules
        if (access?.kind !== 'vendor') return;
        await deps.requireSession.call(api, request, reply);
        if (!vendorMay(sessionOf(request).permissions, { access })) {
          throw new AppError('forbidden', vendorPermissionDenied(access.permissions![0]!));
        }
      });
      for (const plugin of routes) await api.register(plugin);
    });
  };
}
