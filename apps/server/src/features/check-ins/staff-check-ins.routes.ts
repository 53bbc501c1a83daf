// The console's check-in call (issue 41 point 4): a work order's check-ins for the company to review,
// every staff role. The contract to the service, nothing else.
import type { FastifyInstance } from 'fastify';
import { staffWorkOrderCheckInsCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import { staffOrderCheckIns } from './check-ins.service.ts';

export function staffCheckInsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    route(staffWorkOrderCheckInsCall, (request) => staffOrderCheckIns(deps.db, request.params.ordNum));
  };
}
