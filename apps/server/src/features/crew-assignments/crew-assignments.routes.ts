// The vendor calls of crew-line assignment (issue 40 point 3), registered from their contracts; who may
// make them is the contracts' (assigning: 'work-orders:assign'; reading: 'work-orders').
import type { FastifyInstance } from 'fastify';
import { assignCrewLinesCall, assignableUsersCall, crewLineTechniciansCall, myWorkCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import {
  assignCrewLines,
  crewLineNotFound,
  crewLineTechnicians,
  listAssignableUsers,
  myWork,
} from './crew-assignments.service.ts';

export function crewAssignmentsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(assignableUsersCall, (request) => listAssignableUsers(deps.db, sessionOf(request)));
    route(crewLineTechniciansCall, async (request) => {
      // a Technician reads only their own crew lines' (issue 40 point 3)
      await assertReachesCrewLines(deps.db, sessionOf(request), [request.params.ocdId], crewLineNotFound);
      return crewLineTechnicians(deps.db, sessionOf(request), request.params.ocdId);
    });
    route(myWorkCall, (request) => myWork(deps.db, sessionOf(request), request.query.timezone));
    route(assignCrewLinesCall, (request) => assignCrewLines(deps.db, sessionOf(request), request.body));
  };
}
