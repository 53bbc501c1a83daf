// The staff calls behind the guard (decision 057): GET /staff/api/me for any staff member, and the
// staff accounts (list, create, disable) for Administrators, which the console's user screen calls.
// Their roles are on their contracts (allow.staff); each change writes its staff audit row.
import type { FastifyInstance } from 'fastify';
import {
  changeStaffRoleCall,
  createStaffCall,
  resetStaffSecondFactorCall,
  disableStaffCall,
  enableStaffCall,
  listStaffCall,
  staffMeCall,
  STAFF_LOGIN_PAGE,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  findStaff,
  listStaff,
  resetStaffSecondFactor,
} from './staff-accounts.service.ts';
import { recoveryCodesLeft } from './staff-sign-in.service.ts';

export type StaffRoutesDeps = { db: Db; publicUrl: string; idleTimeoutSeconds: number };

export function staffRoutes(deps: StaffRoutesDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const actorOf = (staff: { staffId: number; email: string }) => ({
      staffId: staff.staffId,
      email: staff.email,
    });

    route(staffMeCall, async (request) => {
      const staff = staffOf(request);
      const member = await findStaff(deps.db, staff.staffId);
      if (!member) throw unauthorized();
      return {
        ...member,
        recoveryCodesLeft: await recoveryCodesLeft(deps.db, staff.staffId),
        idleTimeoutSeconds: deps.idleTimeoutSeconds,
      };
    });

    route(listStaffCall, async () => ({
      staff: await listStaff(deps.db),
    }));

    route(createStaffCall, async (request) => {
      const created = await createStaff(deps.db, request.body, actorOf(staffOf(request)), request.ip);
      return { ...created, signInUrl: deps.publicUrl + STAFF_LOGIN_PAGE };
    });

    route(disableStaffCall, async (request) =>
      disableStaff(deps.db, request.params.staffId, actorOf(staffOf(request)), request.ip),
    );

    route(enableStaffCall, async (request) =>
      enableStaff(deps.db, request.params.staffId, actorOf(staffOf(request)), request.ip),
    );

    route(changeStaffRoleCall, async (request) =>
      changeStaffRole(
        deps.db,
        request.params.staffId,
        request.body.role,
        actorOf(staffOf(request)),
        request.ip,
      ),
    );

    route(resetStaffSecondFactorCall, async (request) =>
      resetStaffSecondFactor(deps.db, request.params.staffId, actorOf(staffOf(request)), request.ip),
    );
  };
}
