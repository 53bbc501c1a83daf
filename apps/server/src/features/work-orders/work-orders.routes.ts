// The work-order list calls of SPEC section 7: search, purchase-order prints, Excel export.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXPORT_BODY_LIMIT_BYTES,
  exportWorkOrdersPath,
  exportWorkOrdersRequest,
  exportWorkOrdersResponse,
  printWorkOrdersEmailResponse,
  printWorkOrdersPath,
  printWorkOrdersRequest,
  searchWorkOrdersPath,
  searchWorkOrdersRequest,
  searchWorkOrdersResponse,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import { attachmentDisposition } from '../../platform/blobs/content-disposition.ts';
import {
  exportWorkOrders,
  printWorkOrders,
  searchWorkOrders,
  type WorkOrdersDeps,
} from './work-orders.service.ts';

/**
 * Sends JSON serialized by the service. Fastify sends a stream as it is, skipping the route's
 * serializer, so the service vouches that the text meets the route's schema.
 */
const sendPrebuiltJson = (reply: FastifyReply, json: Readable) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Sends a file for the browser to save; bytes skip the route's serializer. */
const sendAttachment = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

export function workOrdersRoutes(deps: WorkOrdersDeps & { requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    r.post(
      searchWorkOrdersPath,
      {
        preHandler,
        schema: { body: searchWorkOrdersRequest, response: { 200: searchWorkOrdersResponse } },
      },
      async (request, reply) => {
        const json = await searchWorkOrders(deps.db, sessionOf(request).vendorId, request.body);
        // serialized by the service (decision 010); tests check it against searchWorkOrdersResponse
        return sendPrebuiltJson(reply, json);
      },
    );

    r.post(
      printWorkOrdersPath,
      {
        preHandler,
        // 200 is this JSON for an e-mail; a download answers the PDF bytes, which skip the serializer
        schema: { body: printWorkOrdersRequest, response: { 200: printWorkOrdersEmailResponse } },
      },
      async (request, reply) => {
        const result = await printWorkOrders(deps, sessionOf(request), request.body);
        if (result.kind === 'email') return result.body;
        return sendAttachment(reply, result);
      },
    );

    r.post(
      exportWorkOrdersPath,
      {
        preHandler,
        // 100,000 rows of JSON; every other call keeps the app's 1 MB limit
        bodyLimit: EXPORT_BODY_LIMIT_BYTES,
        schema: { body: exportWorkOrdersRequest, response: { 200: exportWorkOrdersResponse } },
      },
      async (request) => exportWorkOrders(deps, sessionOf(request).vendorId, request.body),
    );
  };
}
