// The vendor's History section call (issue 41 point 6, decision 119): the order must be one of the
// vendor's and in the user's reach (a Technician's assigned orders only; any other answers 404 as
// another vendor's does), then the vendor's side of the timeline.
import type { FastifyInstance } from 'fastify';
import { orderTimelineCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { assertSessionReachesOrder } from '../../domain/order-reach.ts';
import { readOrderTimeline } from './order-timeline.service.ts';

export function orderTimelineRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(orderTimelineCall, async (request) => {
      const session = sessionOf(request);
      await assertSessionReachesOrder(deps.db, session, request.params.ordNum);
      return readOrderTimeline(deps.db, {
        ordNum: request.params.ordNum,
        vendorId: session.vendorId,
        limit: request.query.limit,
        cursor: request.query.cursor,
      });
    });
  };
}
