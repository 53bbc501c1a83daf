// The console's check-in calls (issue 41 point 4): a work order's check-ins for the company to review,
// every staff role; marking a flagged one reviewed, the roles the contract names (decision 123). The
// contract to the service, nothing else.
import type { FastifyInstance } from 'fastify';
import { staffReviewCheckInCall, staffWorkOrderCheckInsCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import { reviewCheckIn, staffOrderCheckIns } from './check-ins.service.ts';

export function staffCheckInsRoutes(deps: { db: Db; now: () => Date }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    route(staffWorkOrderCheckInsCall, (request) => staffOrderCheckIns(deps.db, request.params.ordNum));
    route(staffReviewCheckInCall, (request) => {
      const staff = staffOf(request);
      const by = {
        staffId: staff.staffId,
        name: staff.name || staff.email,
        email: staff.email,
        ip: request.ip,
      };
      return reviewCheckIn(deps.db, request.params.id, by, deps.now());
    });
  };
}
