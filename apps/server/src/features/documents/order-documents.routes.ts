// The calls of SPEC section 7 "Work-order documents": parse, then call the service. Also starts the
// sweep of expired uploads, and gives app.ts the local store's check of uploaded bytes.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUploadUrlPath,
  createUploadUrlRequest,
  createUploadUrlResponse,
  deleteDocumentPath,
  deleteDocumentResponse,
  documentIdParams,
  getApprovedDocumentsPath,
  getApprovedDocumentsResponse,
  getDocumentTypesParams,
  getDocumentTypesPath,
  getDocumentTypesResponse,
  getDocumentUrlPath,
  getDocumentUrlResponse,
  getPendingDocumentsPath,
  getPendingDocumentsResponse,
  ordNumParams,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import type { UploadCheck } from '../../platform/blobs/local-blob-routes.ts';
import {
  UPLOAD_KEY_PREFIX,
  claimUploadByKey,
  createUploadUrl,
  startUploadSweeper,
  type UploadDeps,
} from './order-document-uploads.ts';
import {
  deleteDocument,
  getApprovedDocuments,
  getDocumentTypes,
  getDocumentUrl,
  getPendingDocuments,
} from './order-documents.service.ts';

/** For the local store's PUT route: uploaded document bytes are checked before the PUT answers. */
export const orderDocumentUploadCheck = (deps: UploadDeps): UploadCheck => ({
  prefix: UPLOAD_KEY_PREFIX,
  afterUpload: (key) => claimUploadByKey(deps, key),
});

export function orderDocumentsRoutes(
  deps: UploadDeps & { requireSession: preHandlerAsyncHookHandler; sweepIntervalMs: number },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    // on start and then periodically; a zero interval (tests) leaves the sweep to be run by hand
    if (deps.sweepIntervalMs > 0) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startUploadSweeper(deps, deps.sweepIntervalMs, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }

    r.get(
      getDocumentTypesPath,
      { preHandler, schema: { params: getDocumentTypesParams, response: { 200: getDocumentTypesResponse } } },
      async (request) => getDocumentTypes(deps, request.params.x),
    );
    r.get(
      getApprovedDocumentsPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getApprovedDocumentsResponse } } },
      async (request) => getApprovedDocuments(deps, sessionOf(request).vendorId, request.params.ordNum),
    );
    r.get(
      getPendingDocumentsPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getPendingDocumentsResponse } } },
      async (request) => getPendingDocuments(deps, sessionOf(request).vendorId, request.params.ordNum),
    );
    r.get(
      deleteDocumentPath,
      { preHandler, schema: { params: documentIdParams, response: { 200: deleteDocumentResponse } } },
      async (request) => deleteDocument(deps, sessionOf(request).vendorId, request.params.id),
    );
    r.get(
      getDocumentUrlPath,
      { preHandler, schema: { params: documentIdParams, response: { 200: getDocumentUrlResponse } } },
      async (request) => getDocumentUrl(deps, sessionOf(request).vendorId, request.params.id),
    );
    r.post(
      createUploadUrlPath,
      { preHandler, schema: { body: createUploadUrlRequest, response: { 200: createUploadUrlResponse } } },
      async (request) => createUploadUrl(deps, sessionOf(request), request.body),
    );
  };
}
