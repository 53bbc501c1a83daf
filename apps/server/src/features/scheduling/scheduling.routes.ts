// The scheduling calls of SPEC section 7, each registered from its contract (issue 16): the orders
// open for scheduling and the visit date.
import type { FastifyInstance } from 'fastify';
import { ordersForSchedulingCall, updateVisitDateCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { listOrdersForScheduling, scheduleVisit } from './scheduling.service.ts';

export function schedulingRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);

    // a Technician lists and schedules only the crew lines assigned to them (issue 40 point 3)
    route(ordersForSchedulingCall, (request) =>
      listOrdersForScheduling(deps.db, sessionOf(request).vendorId, assignedOnly(sessionOf(request))),
    );
    // its service checks the date and comment first, then the crew line and the user's reach of it
    route(updateVisitDateCall, (request) => scheduleVisit(deps.db, sessionOf(request), request.body));
  };
}
