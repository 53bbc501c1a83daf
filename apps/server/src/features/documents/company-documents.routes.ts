// The company documents' calls of SPEC section 7 "Company profile": the list and step 1 of an upload.
// Download, delete and the type list are the work-order documents' calls (decision 026).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCompanyUploadUrlPath,
  createCompanyUploadUrlRequest,
  createUploadUrlResponse,
  getCompanyDocumentsPath,
  getCompanyDocumentsResponse,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import type { UploadDeps } from './order-document-uploads.ts';
import { createCompanyUploadUrl, getCompanyDocuments } from './company-documents.service.ts';

export function companyDocumentsRoutes(deps: UploadDeps & { requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    r.get(
      getCompanyDocumentsPath,
      { preHandler, schema: { response: { 200: getCompanyDocumentsResponse } } },
      async (request) => getCompanyDocuments(deps, sessionOf(request).vendorId),
    );
    r.post(
      createCompanyUploadUrlPath,
      {
        preHandler,
        schema: { body: createCompanyUploadUrlRequest, response: { 200: createUploadUrlResponse } },
      },
      async (request) => createCompanyUploadUrl(deps, sessionOf(request), request.body),
    );
  };
}
