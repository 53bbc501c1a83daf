// The console's QuickPay calls (decision 060): every staff role reads; Accounts payable (and
// Administrators) answer a request.
import type { FastifyInstance } from 'fastify';
import {
  staffDecideQuickPayCall,
  staffQuickPayAutomaticCall,
  staffQuickPayMonthsCall,
  staffQuickPayRequestsCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  decideStaffQuickPay,
  listStaffAutomaticQuickPay,
  listStaffQuickPayRequests,
  staffQuickPayMonths,
} from './staff-quick-pay.service.ts';

export function staffQuickPayRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);

    route(staffQuickPayRequestsCall, async ({ query }) =>
      listStaffQuickPayRequests(deps.db, { status: query.status, vendor: query.vendor }, query),
    );

    route(staffQuickPayAutomaticCall, async ({ query }) =>
      listStaffAutomaticQuickPay(deps.db, query.vendor, query),
    );

    route(staffQuickPayMonthsCall, async () => ({
      months: await staffQuickPayMonths(deps.db),
    }));

    route(staffDecideQuickPayCall, async (request) => {
      const staff = staffOf(request);
      return decideStaffQuickPay(
        deps.db,
        request.params.invoiceId,
        request.body,
        { staffId: staff.staffId, email: staff.email },
        request.ip,
      );
    });
  };
}
