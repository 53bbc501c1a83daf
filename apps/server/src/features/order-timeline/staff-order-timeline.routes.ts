// The console's History of a work order (issue 41 point 6, decision 119): every vendor's items and the
// staff's changes, every role. The contract to the service, nothing else.
import type { FastifyInstance } from 'fastify';
import { staffOrderTimelineCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import { readCompanyOrderTimeline } from './order-timeline-company.service.ts';

export function staffOrderTimelineRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    route(staffOrderTimelineCall, (request) =>
      readCompanyOrderTimeline(deps.db, { ordNum: request.params.ordNum }, request.query),
    );
  };
}
