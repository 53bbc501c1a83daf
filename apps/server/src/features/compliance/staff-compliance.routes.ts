// The staff console's compliance calls (issue 40 points 4 and 5, decision 112): the requirements (every
// role reads; Vendor managers and Administrators change them: the contracts say so) and a vendor's
// compliance for its console page. The contract to the service, nothing else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  staffComplianceRequirementsCall,
  staffCreateComplianceRequirementCall,
  staffDeleteComplianceRequirementCall,
  staffUpdateComplianceRequirementCall,
  staffVendorComplianceCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  createForStaff,
  deleteForStaff,
  listForStaff,
  updateForStaff,
  type StaffCaller,
} from './compliance-requirements.service.ts';
import { staffVendorCompliance } from './vendor-compliance-view.service.ts';

const callerOf = (request: FastifyRequest): StaffCaller => {
  const staff = staffOf(request);
  return { staffId: staff.staffId, email: staff.email, ip: request.ip };
};

export function staffComplianceRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const { db } = deps;

    route(staffComplianceRequirementsCall, async () => listForStaff(db));
    route(staffCreateComplianceRequirementCall, async (request) =>
      createForStaff(db, request.body, callerOf(request)),
    );
    route(staffUpdateComplianceRequirementCall, async (request) =>
      updateForStaff(db, request.params.requirementId, request.body, callerOf(request)),
    );
    route(staffDeleteComplianceRequirementCall, async (request) =>
      deleteForStaff(db, request.params.requirementId, callerOf(request)),
    );
    route(staffVendorComplianceCall, async (request) => staffVendorCompliance(db, request.params.vendorId));
  };
}
