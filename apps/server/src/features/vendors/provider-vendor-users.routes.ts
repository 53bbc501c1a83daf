// The provider API's vendor users (issue 17 point 2, decision 053): PUT invites (201, with the welcome
// e-mail) or updates (200) a user under its vendor by the company's external ids, GET reads one, the
// list pages by cursor and updated_since, and disable ends its sign-in and sessions. They live in the
// users feature because they share its rows, lock and welcome e-mail.
import type { FastifyPluginAsync } from 'fastify';
import {
  disableVendorUserCall,
  enableVendorUserCall,
  getVendorUserCall,
  listVendorUsersCall,
  putVendorUserCall,
} from '@vp/contracts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  disableVendorUser,
  enableVendorUser,
  getVendorUser,
  listVendorUsers,
  putVendorUser,
} from './provider-vendor-users.service.ts';

export function providerVendorUsersRoutes(
  deps: ProviderRouteDeps & { publicUrl: string },
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putVendorUserCall, async (request, reply) => {
      const { created, user } = await putVendorUser(deps, request.params, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      void reply.code(created ? 201 : 200).header('etag', etagOf(user.version));
      return user;
    });

    route(getVendorUserCall, async (request, reply) => {
      const user = await getVendorUser(deps.db, request.params);
      void reply.header('etag', etagOf(user.version));
      return user;
    });

    route(listVendorUsersCall, async (request) => {
      const { limit, cursor, updated_since } = request.query;
      const rows = await listVendorUsers(deps.db, request.params.vendorExternalId, {
        afterId: decodeCursor(cursor),
        updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
        limit: limit + 1,
      });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.user), nextCursor: page.nextCursor };
    });

    route(disableVendorUserCall, async (request, reply) => {
      const user = await disableVendorUser(deps.db, request.params, { expectedVersion: ifMatchOf(request) });
      void reply.header('etag', etagOf(user.version));
      return user;
    });

    route(enableVendorUserCall, async (request, reply) => {
      const user = await enableVendorUser(deps.db, request.params, { expectedVersion: ifMatchOf(request) });
      void reply.header('etag', etagOf(user.version));
      return user;
    });
  };
}
