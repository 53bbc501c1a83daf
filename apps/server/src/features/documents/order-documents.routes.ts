// The calls of SPEC section 7 "Work-order documents", each registered from its contract (issue 16):
// parse, then call the service. Also starts the sweep of expired uploads, and gives app.ts the local
// store's check of uploaded bytes.
import type { FastifyInstance } from 'fastify';
import {
  createUploadUrlCall,
  deleteDocumentCall,
  documentsSummaryCall,
  getApprovedDocumentsCall,
  getDocumentTypesCall,
  getDocumentUrlCall,
  getPendingDocumentsCall,
} from '@vp/contracts';
import { assertReachesDocument } from '../../domain/order-reach.ts';
import { orderRouter } from '../../domain/order-route.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import type { UploadCheck } from '../../platform/blobs/local-blob-routes.ts';
import { documentsSummary } from './documents-summary.service.ts';
import {
  UPLOAD_KEY_PREFIX,
  claimUploadByKey,
  createUploadUrl,
  startUploadSweeper,
  type UploadDeps,
} from './order-document-uploads.ts';
import {
  deleteDocument,
  documentNotFound,
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
    // a Technician reaches only the orders assigned to them (issue 40 point 3)
    const orderRoute = orderRouter(app, deps.db);

    // on start and then periodically; a zero interval (tests) leaves the sweep to be run by hand
    if (deps.sweepIntervalMs > 0) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startUploadSweeper(deps, deps.sweepIntervalMs, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }

    // the dashboard's documents tile (decision 111)
    route(documentsSummaryCall, (request) =>
      documentsSummary(deps.db, sessionOf(request), request.query.timezone),
    );
    route(getDocumentTypesCall, async (request) => getDocumentTypes(deps, request.params.x));
    // a Technician reaches only the documents of the orders assigned to them
    const reachDocument = (request: Parameters<typeof sessionOf>[0], documentId: number) =>
      assertReachesDocument(deps.db, sessionOf(request), documentId, documentNotFound);
    orderRoute(getApprovedDocumentsCall, (session, ordNum) =>
      getApprovedDocuments(deps, session.vendorId, ordNum),
    );
    orderRoute(getPendingDocumentsCall, (session, ordNum) =>
      getPendingDocuments(deps, session.vendorId, ordNum),
    );
    route(deleteDocumentCall, async (request) => {
      await reachDocument(request, request.params.id);
      return deleteDocument(deps, sessionOf(request), request.params.id);
    });
    route(getDocumentUrlCall, async (request) => {
      await reachDocument(request, request.params.id);
      return getDocumentUrl(deps, sessionOf(request), request.params.id);
    });
    // its service checks the file first, then the order and the user's reach of it
    route(createUploadUrlCall, async (request) => createUploadUrl(deps, sessionOf(request), request.body));
  };
}
