// The provider API's document review (issue 17 point 2, decision 054): the list (the pending queue
// with status=pending), one document with its ETag, its bytes streamed from the blob store through our
// origin, and the review (approve, or reject with a reason). Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import {
  getProviderDocumentCall,
  getProviderDocumentContentCall,
  listProviderDocumentsCall,
  reviewDocumentCall,
} from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { attachmentDisposition } from '../../platform/blobs/content-disposition.ts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import { answerOne } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  getProviderDocument,
  listProviderDocuments,
  openDocumentContent,
  reviewDocument,
} from './provider-documents.service.ts';

export function providerDocumentsRoutes(deps: ProviderRouteDeps & { blobs: BlobStore }): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(listProviderDocumentsCall, async (request) => {
      const { limit, cursor, updated_since, status, vendor } = request.query;
      return listProviderDocuments(deps.db, {
        cursor,
        updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
        status,
        vendorExternalId: vendor,
        limit,
      });
    });

    route(getProviderDocumentCall, async (request, reply) => {
      return answerOne(reply, await getProviderDocument(deps.db, request.params.documentId));
    });

    route(getProviderDocumentContentCall, async (request, reply) => {
      const content = await openDocumentContent(deps, request.params.documentId);
      return reply
        .type(content.contentType)
        .header('content-disposition', attachmentDisposition(content.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content.body);
    });

    route(reviewDocumentCall, async (request, reply) => {
      return answerOne(
        reply,
        await reviewDocument(deps.db, request.params.documentId, request.body, {
          expectedVersion: ifMatchOf(request),
          reviewedBy: `provider-api:${providerClientOf(request).clientId}`,
        }),
      );
    });
  };
}
