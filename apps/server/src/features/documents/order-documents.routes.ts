// The calls of SPEC section 7 "Work-order documents", each registered from its contract (issue 16):
// parse, then call the service. Also starts the sweep of expired uploads, and gives app.ts the local
// store's check of uploaded bytes.
import type { FastifyInstance } from 'fastify';
import {
  createUploadUrlCall,
  deleteDocumentCall,
  getApprovedDocumentsCall,
  getDocumentTypesCall,
  getDocumentUrlCall,
  getPendingDocumentsCall,
} from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
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

export function orderDocumentsRoutes(deps: UploadDeps & { sweepIntervalMs: number }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    // on start and then periodically; a zero interval (tests) leaves the sweep to be run by hand
    if (deps.sweepIntervalMs > 0) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startUploadSweeper(deps, deps.sweepIntervalMs, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }

    route(getDocumentTypesCall, async (request) => getDocumentTypes(deps, request.params.x));
    route(getApprovedDocumentsCall, async (request) =>
      getApprovedDocuments(deps, vendorOf(request), request.params.ordNum),
    );
    route(getPendingDocumentsCall, async (request) =>
      getPendingDocuments(deps, vendorOf(request), request.params.ordNum),
    );
    route(deleteDocumentCall, async (request) => deleteDocument(deps, sessionOf(request), request.params.id));
    route(getDocumentUrlCall, async (request) => getDocumentUrl(deps, sessionOf(request), request.params.id));
    route(createUploadUrlCall, async (request) => createUploadUrl(deps, sessionOf(request), request.body));
  };
}
