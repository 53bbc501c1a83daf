// The details sections' calls of SPEC section 7 "Work orders", each registered from its contract
// (issue 16): parse, check that the user reaches the order (a Technician: only those assigned to
// them, issue 40 point 3), then call the service.
import type { FastifyInstance } from 'fastify';
import {
  createOrderNoteCall,
  getClientInstructionCall,
  getCrewDetailsCall,
  getOrderDetailCall,
  getOrderHoursCall,
  getOrderNotesCall,
  getRecurSummaryCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { orderNotFound } from '../../domain/crew-lines.repository.ts';
import { assertReachesCrewLines, assertReachesOrder, assignedOnly } from '../../domain/order-reach.ts';
import { orderRouter } from '../../domain/order-route.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  createOrderNote,
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getRecurSummary,
  readOrderNotes,
} from './work-order-details.service.ts';

export function workOrderDetailsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = callRouter(app);
    const orderRoute = orderRouter(app, db);
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    route(getOrderDetailCall, async (request) => {
      await assertReachesCrewLines(db, sessionOf(request), [request.params.id]);
      return getOrderDetail(db, vendorOf(request), request.params.id);
    });
    orderRoute(getRecurSummaryCall, (session, ordNum) => getRecurSummary(db, session.vendorId, ordNum));
    orderRoute(getClientInstructionCall, (session, ordNum) =>
      getClientInstruction(db, session.vendorId, ordNum),
    );
    orderRoute(getOrderHoursCall, (session, ordNum) => getOrderHours(db, session.vendorId, ordNum));
    route(getCrewDetailsCall, async (request) => {
      // a crew works on several orders: one who reaches only their own names the order
      const { ordNum } = request.query;
      if (assignedOnly(sessionOf(request)) !== null) {
        if (ordNum === undefined) throw orderNotFound();
        await assertReachesOrder(db, sessionOf(request), ordNum);
      }
      return getCrewDetails(db, vendorOf(request), request.params.crewId, ordNum);
    });
    orderRoute(getOrderNotesCall, (session, ordNum) => readOrderNotes(db, session, ordNum));
    // its service checks the note first, then the order and the user's reach of it
    route(createOrderNoteCall, async (request) => createOrderNote(db, sessionOf(request), request.body));
  };
}
