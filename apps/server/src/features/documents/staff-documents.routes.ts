// The staff console's document review calls (issue 18 point 2, decision 059): the queue and a
// document's bytes for every staff role; approve and reject for Vendor managers (and Administrators).
// The bytes come from our own origin: inline, with their stored type, only for PDFs and images (what
// the console previews), under nosniff and a sandboxing CSP; anything else is a download.
import type { FastifyInstance } from 'fastify';
import {
  documentPreviewKind,
  staffApproveDocumentCall,
  staffDocumentContentCall,
  staffDocumentQueueCall,
  staffRejectDocumentCall,
} from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { attachmentDisposition, inlineDisposition } from '../../platform/blobs/content-disposition.ts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import { openDocumentContent } from './document-review.ts';
import { decideDocument, staffDocumentQueue } from './staff-documents.service.ts';

/** The preview's bytes can run nothing and load nothing, even if opened on their own. */
export const DOCUMENT_PREVIEW_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function staffDocumentsRoutes(deps: { db: Db; blobs: BlobStore }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);

    route(staffDocumentQueueCall, async (request) =>
      staffDocumentQueue(deps.db, {
        cursor: request.query.cursor,
        search: request.query.q,
        limit: request.query.limit,
      }),
    );

    route(staffDocumentContentCall, async (request, reply) => {
      const content = await openDocumentContent(deps, request.params.documentId);
      const previewable = documentPreviewKind(content.contentType) !== 'none';
      return reply
        .type(previewable ? content.contentType : 'application/octet-stream')
        .header(
          'content-disposition',
          previewable ? inlineDisposition(content.fileName) : attachmentDisposition(content.fileName),
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_PREVIEW_CSP)
        .send(content.body);
    });

    route(staffApproveDocumentCall, async (request) => {
      const staff = staffOf(request);
      return decideDocument(deps.db, request.params.documentId, { status: 'approved' }, staff, request.ip);
    });

    route(staffRejectDocumentCall, async (request) => {
      const staff = staffOf(request);
      return decideDocument(
        deps.db,
        request.params.documentId,
        { status: 'rejected', reason: request.body.reason },
        staff,
        request.ip,
      );
    });
  };
}
