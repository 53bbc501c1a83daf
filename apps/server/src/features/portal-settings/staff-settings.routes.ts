// The console's Portal settings calls (decision 060): every staff role reads; only Administrators
// change the settings and the QuickPay options.
import type { FastifyInstance } from 'fastify';
import {
  staffAddQuickPayOptionCall,
  staffPutQuickPayOptionCall,
  staffPutSettingsCall,
  staffSettingsCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  addQuickPayOption,
  getStaffSettings,
  putQuickPayOption,
  putStaffSettings,
} from './staff-settings.service.ts';

export function staffSettingsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const actorOf = (request: Parameters<typeof staffOf>[0]) => {
      const staff = staffOf(request);
      return { staffId: staff.staffId, email: staff.email };
    };

    route(staffSettingsCall, async () => getStaffSettings(deps.db));

    route(staffPutSettingsCall, async (request) =>
      putStaffSettings(deps.db, request.body, actorOf(request), request.ip),
    );

    route(staffAddQuickPayOptionCall, async (request) => {
      const { kind, ...values } = request.body;
      return addQuickPayOption(deps.db, kind, values, actorOf(request), request.ip);
    });

    route(staffPutQuickPayOptionCall, async (request) =>
      putQuickPayOption(deps.db, request.params.optionId, request.body, actorOf(request), request.ip),
    );
  };
}
