// The provider API's field-work call (issue 41 point 2, decision 114): the company reopens a completed
// crew line by its work order's and its own external ids. The vendor's answers and moves show on the
// work order's crew lines (features/work-orders reads them through domain/) and as events.
import type { FastifyPluginAsync } from 'fastify';
import { reopenCrewLineCall } from '@vp/contracts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { providerReopen } from './field-work.service.ts';

export function providerFieldWorkRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    route(reopenCrewLineCall, (request) =>
      providerReopen(
        deps.db,
        request.params.externalId,
        request.params.crewLineExternalId,
        request.body.note,
      ),
    );
  };
}
