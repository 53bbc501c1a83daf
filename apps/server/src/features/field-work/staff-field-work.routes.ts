// The staff console's field-work calls (issue 41 points 1 and 2, decision 114): every role reads a work
// order's answers, ETAs and moves; Vendor managers (and Administrators) reopen a completed crew line.
import type { FastifyInstance } from 'fastify';
import { staffFieldWorkCall, staffReopenCrewLineCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import { staffFieldWork, staffReopen } from './field-work.service.ts';

export function staffFieldWorkRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    route(staffFieldWorkCall, (request) => staffFieldWork(deps.db, request.params.ordNum));
    route(staffReopenCrewLineCall, (request) => {
      const staff = staffOf(request);
      return staffReopen(
        deps.db,
        { staffId: staff.staffId, email: staff.email, ip: request.ip },
        request.params.ocdId,
        request.body.note,
      );
    });
  };
}
