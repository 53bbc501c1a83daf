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
import { anyStaffRole, requireStaffRole, staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  awardStaffRound,
  getStaffRound,
  listStaffRounds,
  matchRoundVendors,
  roundOptions,
  searchRoundOrders,
  sendStaffRound,
  type StaffRoundsDeps,
} from './rounds.service.ts';

export function staffRoundsRoutes(deps: StaffRoundsDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const actorOf = (request: FastifyRequest) => {
      const staff = staffOf(request);
      return { staffId: staff.staffId, email: staff.email, ip: request.ip };
    };

    route(listStaffRoundsCall, anyStaffRole(), async () => ({ rounds: await listStaffRounds(deps.db) }));
    route(staffRoundOptionsCall, anyStaffRole(), async () => roundOptions(deps.db));
    route(searchStaffRoundOrdersCall, anyStaffRole(), async (request) => ({
      orders: await searchRoundOrders(deps.db, request.query.q),
    }));
    route(matchStaffRoundVendorsCall, anyStaffRole(), async (request) =>
      matchRoundVendors(deps.db, request.query),
    );
    route(getStaffRoundCall, anyStaffRole(), async (request) =>
      getStaffRound(deps.db, request.params.roundId),
    );
    route(sendStaffRoundCall, requireStaffRole('vendor_manager'), async (request) =>
      sendStaffRound(deps, request.body, actorOf(request)),
    );
    route(awardStaffRoundCall, requireStaffRole('vendor_manager'), async (request) =>
      awardStaffRound(deps, request.params.roundId, request.body, actorOf(request)),
    );
  };
}
