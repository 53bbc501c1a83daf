// The vendor calls of the field work (issue 41 points 1 and 2, decision 114), registered from their
// contracts: reading needs 'work-orders', a move 'work-orders:edit'; a technician reaches only the
// crew lines assigned to them (404 otherwise, as another vendor's).
import type { FastifyInstance } from 'fastify';
import { getFieldWorkCall, moveCrewLineCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import { fieldWorkNotFound, vendorFieldWork, vendorMove } from './field-work.service.ts';

export function fieldWorkRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(getFieldWorkCall, async (request) => {
      const session = sessionOf(request);
      await assertReachesCrewLines(deps.db, session, [request.params.ocdId], fieldWorkNotFound);
      return vendorFieldWork(deps.db, session.vendorId, request.params.ocdId);
    });
    route(moveCrewLineCall, async (request) => {
      const session = sessionOf(request);
      await assertReachesCrewLines(deps.db, session, [request.params.ocdId], fieldWorkNotFound);
      return vendorMove(deps.db, session.vendorId, session.userId, request.params.ocdId, request.body);
    });
  };
}
