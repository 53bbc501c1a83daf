// The work-order list calls of SPEC section 7, each registered from its contract (issue 16): search,
// purchase-order prints, Excel export.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EXPORT_BODY_LIMIT_BYTES,
  exportWorkOrdersCall,
  printWorkOrdersCall,
  searchWorkOrdersCall,
  workOrdersSummaryCall,
} from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { attachmentDisposition } from '../../platform/blobs/content-disposition.ts';
import { searchWorkOrders } from './work-orders-search.service.ts';
import type { KeptAnswer } from './search-answers.ts';
import { answerEncoding } from '../../platform/http/compression.ts';
import { printWorkOrders } from './work-orders-print.service.ts';
import { exportWorkOrders } from './work-orders-export.service.ts';
import type { WorkOrdersDeps } from './work-orders-shared.ts';
import { workOrdersSummary } from './work-orders-summary.service.ts';

/**
 * Sends JSON serialized by the service. Fastify sends a stream, and a string typed as JSON, as it is,
 * skipping the route's serializer, so the service vouches that the text meets the route's schema. The
 * handler answers the reply itself (Fastify then sends nothing more), whatever its contract's answer type.
 */
const sendPrebuiltJson = (reply: FastifyReply, json: Readable | string): never =>
  reply.type('application/json; charset=utf-8').send(json) as never;

/**
 * Sends a kept search answer (decision 071) in the encoding the compression plugin would have chosen,
 * already made: the plugin passes an answer with its Content-Encoding set as it is.
 */
function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): never {
  const encoding = answerEncoding(request);
  if (encoding === null) return sendPrebuiltJson(reply, answer.json());
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(answer.encoded(encoding)) as never;
}

/** Sends a file for the browser to save; bytes skip the route's serializer (answered as above). */
const sendAttachment = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }): never =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.pdf) as never;

/** The body's chunks; past `limit` bytes the request is refused as Fastify's own limit would. */
async function* limitBytes(body: Readable, limit: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw new AppError('payload_too_large', 'Request body is too large');
    yield chunk;
  }
}

export function workOrdersRoutes(deps: WorkOrdersDeps) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);

    // the dashboard's work-order tiles (decision 111)
    route(workOrdersSummaryCall, (request) =>
      workOrdersSummary(deps.db, sessionOf(request), request.query.timezone),
    );

    route(searchWorkOrdersCall, async (request, reply) => {
      // a search still waiting for its turn when its client goes away leaves the line
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const json = await searchWorkOrders(
        deps.db,
        sessionOf(request).vendorId,
        request.body,
        deps.searches,
        deps.searchAnswers,
        gone.signal,
        // a Technician lists only the crew lines assigned to them (issue 40 point 3)
        assignedOnly(sessionOf(request)),
        sessionOf(request).userId,
      );
      // serialized by the service (decision 010); tests check it against searchWorkOrdersResponse
      if (typeof json === 'string' || json instanceof Readable) return sendPrebuiltJson(reply, json);
      return sendKeptAnswer(request, reply, json);
    });

    // a download answers the PDF bytes; an e-mail, printWorkOrdersEmailResponse
    route(printWorkOrdersCall, async (request, reply) => {
      const result = await printWorkOrders(deps, sessionOf(request), request.body);
      if (result.kind === 'email') return result.body;
      return sendAttachment(reply, result);
    });

    // the export reads its (up to 26 MB) body as it arrives: in its own scope, JSON bodies stay streams
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', (_request, payload, done) => done(null, payload));
      // the body schema is for the OpenAPI document: the service checks the rows one by one
      scope.setValidatorCompiler(() => () => true);
      callRouter(scope)(exportWorkOrdersCall, async (request) =>
        exportWorkOrders(
          deps,
          sessionOf(request).vendorId,
          limitBytes(request.body as unknown as Readable, EXPORT_BODY_LIMIT_BYTES),
        ),
      );
    });
  };
}
