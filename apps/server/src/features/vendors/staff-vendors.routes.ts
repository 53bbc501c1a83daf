// The staff console's Vendors calls (decision 058). Everyone on the staff reads; a vendor manager
// changes users and the vendor's status; accounts payable may also set the QuickPay exclusion, which
// is a QuickPay decision (Administrators may do everything).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  staffDisableVendorUserCall,
  staffEnableVendorUserCall,
  staffInviteVendorUserCall,
  staffSendPasswordLinkCall,
  staffSetQuickPayExclusionCall,
  staffSetVendorStatusCall,
  staffTradeCatalogCall,
  staffVendorCall,
  staffVendorsSearchCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  disableUser,
  enableUser,
  inviteUser,
  searchAllVendors,
  sendPasswordLink,
  setQuickPayExclusion,
  setVendorStatus,
  tradeCatalog,
  vendorPage,
  type StaffCaller,
} from './staff-vendors.service.ts';

export type StaffVendorsRoutesDeps = { db: Db; publicUrl: string };

const callerOf = (request: FastifyRequest): StaffCaller => {
  const staff = staffOf(request);
  return { staffId: staff.staffId, email: staff.email, ip: request.ip };
};

export function staffVendorsRoutes(deps: StaffVendorsRoutesDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);

    route(staffVendorsSearchCall, async (request) => searchAllVendors(deps.db, request.query));

    route(staffTradeCatalogCall, async () => ({ trades: await tradeCatalog(deps.db) }));

    route(staffVendorCall, async (request) => vendorPage(deps.db, request.params.vendorId));

    route(staffInviteVendorUserCall, async (request) =>
      inviteUser(deps, request.params.vendorId, request.body, callerOf(request)),
    );

    route(staffDisableVendorUserCall, async (request) =>
      disableUser(deps.db, request.params, callerOf(request)),
    );

    route(staffEnableVendorUserCall, async (request) =>
      enableUser(deps.db, request.params, callerOf(request)),
    );

    route(staffSendPasswordLinkCall, async (request) =>
      sendPasswordLink(deps, request.params, callerOf(request)),
    );

    route(staffSetVendorStatusCall, async (request) =>
      setVendorStatus(deps.db, request.params.vendorId, request.body.status, callerOf(request)),
    );

    route(staffSetQuickPayExclusionCall, async (request) =>
      setQuickPayExclusion(deps.db, request.params.vendorId, request.body.qpExclude, callerOf(request)),
    );
  };
}
