// The scheduling calls of SPEC section 7: the orders open for scheduling and the visit date.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ordersForSchedulingPath,
  ordersForSchedulingResponse,
  updateVisitDatePath,
  updateVisitDateRequest,
  updateVisitDateResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { listOrdersForScheduling, scheduleVisit } from './scheduling.service.ts';

export function schedulingRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    r.get(
      ordersForSchedulingPath,
      { preHandler, schema: { response: { 200: ordersForSchedulingResponse } } },
      (request) => listOrdersForScheduling(deps.db, sessionOf(request).vendorId),
    );

    r.post(
      updateVisitDatePath,
      { preHandler, schema: { body: updateVisitDateRequest, response: { 200: updateVisitDateResponse } } },
      (request) => scheduleVisit(deps.db, sessionOf(request), request.body),
    );
  };
}
