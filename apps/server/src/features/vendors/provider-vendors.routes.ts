// The provider API's vendors (issue 17 point 2, decision 053): PUT creates (201) or updates (200) a
// vendor by the company's external id, GET reads one with its ETag, and the list pages by cursor and
// updated_since. Routes only parse and call; the rules are in the service.
import type { FastifyPluginAsync } from 'fastify';
import { getVendorCall, listVendorsCall, putVendorCall } from '@vp/contracts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getVendor, listVendors, putVendor } from './provider-vendors.service.ts';

export function providerVendorsRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putVendorCall, async (request, reply) => {
      const { created, vendor } = await putVendor(deps.db, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      void reply.code(created ? 201 : 200).header('etag', etagOf(vendor.version));
      return vendor;
    });

    route(getVendorCall, async (request, reply) => {
      const vendor = await getVendor(deps.db, request.params.externalId);
      void reply.header('etag', etagOf(vendor.version));
      return vendor;
    });

    route(listVendorsCall, async (request) => {
      const { limit, cursor, updated_since } = request.query;
      const rows = await listVendors(deps.db, {
        afterId: decodeCursor(cursor),
        updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
        limit: limit + 1,
      });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.vendor), nextCursor: page.nextCursor };
    });
  };
}
