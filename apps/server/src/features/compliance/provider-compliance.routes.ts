// The provider API's compliance (issue 40 points 4 and 5, decision 112): the requirements by external
// id (PUT 201/200 with the ETag, GET one, the cursor list, DELETE 204) and a vendor's compliance.
// Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteComplianceRequirementCall,
  getComplianceRequirementCall,
  getVendorComplianceCall,
  listComplianceRequirementsCall,
  putComplianceRequirementCall,
} from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  deleteRequirement,
  getRequirement,
  listRequirements,
  putRequirement,
} from './compliance-requirements.service.ts';
import { providerVendorCompliance } from './vendor-compliance-view.service.ts';

export function providerComplianceRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    const { db } = deps;

    route(putComplianceRequirementCall, async (request, reply) => {
      const result = await putRequirement(db, request.params.externalId, request.body, ifMatchOf(request));
      return answerPut(reply, result.created, result.resource);
    });
    route(getComplianceRequirementCall, async (request, reply) =>
      answerOne(reply, await getRequirement(db, request.params.externalId)),
    );
    route(listComplianceRequirementsCall, async (request) =>
      listAnswer(await listRequirements(db, listWindow(request.query)), request.query.limit, (r) => r.item),
    );
    route(deleteComplianceRequirementCall, async (request, reply) => {
      await deleteRequirement(db, request.params.externalId, ifMatchOf(request));
      return reply.code(204).send();
    });
    route(getVendorComplianceCall, async (request) =>
      providerVendorCompliance(db, request.params.vendorExternalId),
    );
  };
}
