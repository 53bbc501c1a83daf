// The provider API's timeline of a work order (issue 41 point 6, decision 119), scope work-orders:read.
// Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { getWorkOrderTimelineCall } from '@vp/contracts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { readCompanyOrderTimeline } from './order-timeline-company.service.ts';

export function providerOrderTimelineRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    route(getWorkOrderTimelineCall, (request) =>
      readCompanyOrderTimeline(deps.db, { externalId: request.params.externalId }, request.query),
    );
  };
}
