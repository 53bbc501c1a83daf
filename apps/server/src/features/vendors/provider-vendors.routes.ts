// The provider API's vendors (issue 17 point 2, decision 053): PUT creates (201) or updates (200) a
// vendor by the company's external id, GET reads one with its ETag, and the list pages by cursor and
// updated_since. Routes only parse and call; the rules are in the service.
import type { FastifyPluginAsync } from 'fastify';
import { getVendorCall, listVendorsCall, putVendorCall } from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getVendor, listVendors, putVendor } from './provider-vendors.service.ts';

export function providerVendorsRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putVendorCall, async (request, reply) => {
      const { created, vendor } = await putVendor(deps.db, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      return answerPut(reply, created, vendor);
    });

    route(getVendorCall, async (request, reply) => {
      return answerOne(reply, await getVendor(deps.db, request.params.externalId));
    });

    route(listVendorsCall, async (request) => {
      const rows = await listVendors(deps.db, listWindow(request.query));
      return listAnswer(rows, request.query.limit, (r) => r.vendor);
    });
  };
}
