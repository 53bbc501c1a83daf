// The provider API's supply partners (issue 17 point 2, decision 054): PUT creates (201) or replaces
// (200) a partner by the company's external id, GET reads one with its ETag, and the list pages by
// cursor and updated_since. Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { getSupplyPartnerCall, listSupplyPartnersCall, putSupplyPartnerCall } from '@vp/contracts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  getSupplyPartner,
  listSupplyPartners,
  putSupplyPartner,
  type ProviderPartnerDeps,
} from './provider-supply-partners.service.ts';

export function providerSupplyPartnersRoutes(
  deps: ProviderRouteDeps & ProviderPartnerDeps,
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putSupplyPartnerCall, async (request, reply) => {
      const { created, partner } = await putSupplyPartner(deps, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      void reply.code(created ? 201 : 200).header('etag', etagOf(partner.version));
      return partner;
    });

    route(getSupplyPartnerCall, async (request, reply) => {
      const partner = await getSupplyPartner(deps.db, request.params.externalId);
      void reply.header('etag', etagOf(partner.version));
      return partner;
    });

    route(listSupplyPartnersCall, async (request) => {
      const { limit, cursor, updated_since } = request.query;
      const rows = await listSupplyPartners(deps.db, {
        afterId: decodeCursor(cursor),
        updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
        limit: limit + 1,
      });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.partner), nextCursor: page.nextCursor };
    });
  };
}
