// The staff console's announcement rounds (decision 062): reads for every staff role; sending a round
// and awarding an order for Vendor managers (and Administrators). Routes only parse and call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  awardStaffRoundCall,
  getStaffRoundCall,
  listStaffRoundsCall,
  matchStaffRoundVendorsCall,
  searchStaffRoundOrdersCall,
  sendStaffRoundCall,
  staffRoundOptionsCall,
} from '@vp/contracts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  awardStaffRound,
  getStaffRound,
  listStaffRounds,
  matchRoundVendors,
  roundOptions,
  searchRoundOrders,
  sendStaffRound,
  type StaffRoundsDeps,
} from './staff-rounds.service.ts';

export function staffRoundsRoutes(deps: StaffRoundsDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const actorOf = (request: FastifyRequest) => {
      const staff = staffOf(request);
      return { staffId: staff.staffId, email: staff.email, ip: request.ip };
    };

    route(listStaffRoundsCall, async (request) => listStaffRounds(deps.db, request.query));
    route(staffRoundOptionsCall, async () => roundOptions(deps.db));
    route(searchStaffRoundOrdersCall, async (request) => ({
      orders: await searchRoundOrders(deps.db, request.query.q),
    }));
    route(matchStaffRoundVendorsCall, async (request) => matchRoundVendors(deps.db, request.query));
    route(getStaffRoundCall, async (request) => getStaffRound(deps.db, request.params.roundId));
    route(sendStaffRoundCall, async (request) => sendStaffRound(deps, request.body, actorOf(request)));
    route(awardStaffRoundCall, async (request) =>
      awardStaffRound(deps, request.params.roundId, request.body, actorOf(request)),
    );
  };
}
