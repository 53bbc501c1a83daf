// The staff console's Work orders calls (issue 18, decision 061): every role reads; Vendor managers
// (and Administrators) create, edit and reassign. Each change writes its staff audit row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createStaffWorkOrderCall,
  getStaffWorkOrderCall,
  reassignStaffWorkOrderCall,
  searchStaffWorkOrdersCall,
  staffWorkOrderChoicesCall,
  updateStaffWorkOrderCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { decodePositionCursor, pageAtPosition } from '../../platform/http/list-cursor.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import { searchWorkOrders, workOrderChoices } from './staff-work-orders.repository.ts';
import { getWorkOrderPage } from './staff-work-order-page.service.ts';
import {
  createWorkOrder,
  reassignWorkOrder,
  updateWorkOrder,
  type StaffWorkOrderActor,
} from './staff-work-orders.service.ts';

export function staffWorkOrdersRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = staffRouter(app);
    const actorOf = (request: FastifyRequest): StaffWorkOrderActor => {
      const staff = staffOf(request);
      return { staffId: staff.staffId, email: staff.email, ip: request.ip };
    };

    route(searchStaffWorkOrdersCall, async (request) => {
      const position = decodePositionCursor(request.query.cursor);
      const { rows, ...count } = await searchWorkOrders(db, request.query, position);
      return { ...pageAtPosition(rows, request.query.limit, position), ...count };
    });
    route(staffWorkOrderChoicesCall, async (request) => workOrderChoices(db, request.query));
    route(getStaffWorkOrderCall, async (request) => getWorkOrderPage(db, request.params.ordNum));
    route(createStaffWorkOrderCall, async (request, reply) => {
      reply.code(201);
      return createWorkOrder(db, request.body, actorOf(request));
    });
    route(updateStaffWorkOrderCall, async (request) =>
      updateWorkOrder(db, request.params.ordNum, request.body, actorOf(request)),
    );
    route(reassignStaffWorkOrderCall, async (request) =>
      reassignWorkOrder(db, request.params.ordNum, request.body, actorOf(request)),
    );
  };
}
