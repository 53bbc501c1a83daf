// The provider API's supply partners (issue 17 point 2, decision 054): PUT creates (201) or replaces
// (200) a partner by the company's external id, GET reads one with its ETag, and the list pages by
// cursor and updated_since. Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { getSupplyPartnerCall, listSupplyPartnersCall, putSupplyPartnerCall } from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
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
      return answerPut(reply, created, partner);
    });

    route(getSupplyPartnerCall, async (request, reply) => {
      return answerOne(reply, await getSupplyPartner(deps.db, request.params.externalId));
    });

    route(listSupplyPartnersCall, async (request) => {
      const rows = await listSupplyPartners(deps.db, listWindow(request.query));
      return listAnswer(rows, request.query.limit, (r) => r.partner);
    });
  };
}
