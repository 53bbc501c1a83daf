// The vendor API's compliance calls (issue 40 point 5): the contract to the service, nothing else.
import type { FastifyInstance } from 'fastify';
import {
  confirmW9Call,
  createComplianceUploadCall,
  getComplianceCall,
  getComplianceSummaryCall,
} from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  confirmW9,
  createComplianceUpload,
  getComplianceOverview,
  getComplianceSummary,
  type ComplianceDeps,
} from './compliance.service.ts';

export function complianceRoutes(deps: ComplianceDeps) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(getComplianceCall, async (request) => getComplianceOverview(deps, sessionOf(request).vendorId));
    route(createComplianceUploadCall, async (request) =>
      createComplianceUpload(deps, sessionOf(request), request.body),
    );
    route(getComplianceSummaryCall, async (request) =>
      getComplianceSummary(deps, sessionOf(request).vendorId),
    );
    route(confirmW9Call, async (request) => confirmW9(deps, sessionOf(request)));
  };
}
