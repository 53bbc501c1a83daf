// The details sections' calls of SPEC section 7 "Work orders", each registered from its contract
// (issue 16): parse, then call the service.
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
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  createOrderNote,
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getOrderNotes,
  getRecurSummary,
} from './work-order-details.service.ts';

export function workOrderDetailsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = callRouter(app);
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    route(getOrderDetailCall, async (request) => getOrderDetail(db, vendorOf(request), request.params.id));
    route(getRecurSummaryCall, async (request) =>
      getRecurSummary(db, vendorOf(request), request.params.ordNum),
    );
    route(getClientInstructionCall, async (request) =>
      getClientInstruction(db, vendorOf(request), request.params.ordNum),
    );
    route(getOrderHoursCall, async (request) => getOrderHours(db, vendorOf(request), request.params.ordNum));
    route(getCrewDetailsCall, async (request) =>
      getCrewDetails(db, vendorOf(request), request.params.crewId, request.query.ordNum),
    );
    route(getOrderNotesCall, async (request) => getOrderNotes(db, vendorOf(request), request.params.ordNum));
    route(createOrderNoteCall, async (request) => createOrderNote(db, sessionOf(request), request.body));
  };
}
