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
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    const reachOrder = (request: Parameters<typeof sessionOf>[0], ordNum: number) =>
      assertReachesOrder(db, sessionOf(request), ordNum);

    route(getOrderDetailCall, async (request) => {
      await assertReachesCrewLines(db, sessionOf(request), [request.params.id]);
      return getOrderDetail(db, vendorOf(request), request.params.id);
    });
    route(getRecurSummaryCall, async (request) => {
      await reachOrder(request, request.params.ordNum);
      return getRecurSummary(db, vendorOf(request), request.params.ordNum);
    });
    route(getClientInstructionCall, async (request) => {
      await reachOrder(request, request.params.ordNum);
      return getClientInstruction(db, vendorOf(request), request.params.ordNum);
    });
    route(getOrderHoursCall, async (request) => {
      await reachOrder(request, request.params.ordNum);
      return getOrderHours(db, vendorOf(request), request.params.ordNum);
    });
    route(getCrewDetailsCall, async (request) => {
      // a crew works on several orders: one who reaches only their own names the order
      const { ordNum } = request.query;
      if (assignedOnly(sessionOf(request)) !== null) {
        if (ordNum === undefined) throw orderNotFound();
        await reachOrder(request, ordNum);
      }
      return getCrewDetails(db, vendorOf(request), request.params.crewId, ordNum);
    });
    route(getOrderNotesCall, async (request) => {
      await reachOrder(request, request.params.ordNum);
      return readOrderNotes(db, sessionOf(request), request.params.ordNum);
    });
    // its service checks the note first, then the order and the user's reach of it
    route(createOrderNoteCall, async (request) => createOrderNote(db, sessionOf(request), request.body));
  };
}
