// The company documents' calls of SPEC section 7 "Company profile": the list and step 1 of an upload,
// each registered from its contract (issue 16). Download, delete and the type list are the work-order
// documents' calls (decision 026).
import type { FastifyInstance } from 'fastify';
import { createCompanyUploadUrlCall, getCompanyDocumentsCall } from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import type { UploadDeps } from './order-document-uploads.ts';
import { createCompanyUploadUrl, getCompanyDocuments } from './company-documents.service.ts';

export function companyDocumentsRoutes(deps: UploadDeps) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);

    route(getCompanyDocumentsCall, async (request) => getCompanyDocuments(deps, sessionOf(request).vendorId));
    route(createCompanyUploadUrlCall, async (request) =>
      createCompanyUploadUrl(deps, sessionOf(request), request.body),
    );
  };
}
