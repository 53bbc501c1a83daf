// Registers a /provider/v1 route from its call's contract (issue 17, decision 050), as route-call.ts
// does for /api: the method, path, schemas and scope come from the one object, and the call joins the
// registry that the provider OpenAPI document is generated from. Every write (any method but GET)
// passes the Idempotency-Key rule here, after the guard has checked the token and the scope and after
// the body was validated, and before the handler runs; the handler does nothing for it.
import { isProviderWrite, type ProviderCall } from '@vp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../db/database.ts';
import type { CallHandler } from '../http/route-call.ts';
import { providerClientOf, underProvider } from './provider-api.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyOf,
  releaseKey,
  requestHashOf,
  reserveKey,
  storeAnswer,
} from './idempotency.ts';

export type ProviderRouteDeps = {
  db: Db;
  /** every registered provider call, in order: what the OpenAPI document describes */
  calls: ProviderCall[];
};

export const REPLAYED_HEADER = 'idempotent-replayed';

function schemaOf(call: ProviderCall): FastifySchema {
  const response = call.response ? { 200: call.response, 201: call.response, 202: call.response } : undefined;
  return {
    // the provider calls have their own document (provider-openapi.ts), not the /api one
    hide: true,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(response ? { response } : {}),
  } as FastifySchema;
}

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The answer as kept for a replay: as the client received it, less the call's `notReplayed` fields. */
function storedBody(body: unknown, notReplayed: readonly string[]): unknown {
  if (body === undefined) return null;
  const json = JSON.parse(JSON.stringify(body)) as unknown;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json;
  const kept = { ...(json as Record<string, unknown>) };
  for (const field of notReplayed) delete kept[field];
  return kept;
}

/**
 * The write's handler inside the Idempotency-Key rule: reserve, run, store; or replay. A secret the
 * answer shows once (`notReplayed`) is not stored: a replay answers without it (decision 095).
 */
function idempotent(db: Db, handler: AnyHandler, notReplayed: readonly string[]): AnyHandler {
  return async (request, reply) => {
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { clientId } = providerClientOf(request);
    const hash = requestHashOf(request.method, request.url, request.body);
    const reservation = await reserveKey(db, clientId, key, hash);
    if (reservation.kind === 'replay') {
      const { answer } = reservation;
      void reply.code(answer.statusCode).header(REPLAYED_HEADER, 'true');
      if (answer.etag) void reply.header('etag', answer.etag);
      return answer.statusCode === 204 ? reply.send() : answer.body;
    }
    let body: unknown;
    try {
      body = await handler(request, reply);
    } catch (error) {
      await releaseKey(db, clientId, key);
      throw error;
    }
    const etag = reply.getHeader('etag');
    await storeAnswer(db, clientId, key, {
      statusCode: reply.statusCode,
      // what the client receives: the answer as its schema serializes it, less a secret shown once
      body: storedBody(body, notReplayed),
      etag: typeof etag === 'string' ? etag : null,
    });
    return body;
  };
}

/**
 * A route registrar bound to the /provider/v1 scope: `const route = providerRouter(app, deps)`, then
 * `route(call, handler)` per call.
 */
export function providerRouter(app: FastifyInstance, deps: ProviderRouteDeps) {
  return function route<C extends ProviderCall>(
    call: C,
    handler: CallHandler<C>,
    /** bodyLimit: a larger body than the server's 1 MiB, for the bulk calls */
    options: { bodyLimit?: number } = {},
  ): void {
    const plain = handler as unknown as AnyHandler;
    const run = isProviderWrite(call) ? idempotent(deps.db, plain, call.notReplayed ?? []) : plain;
    app.route({
      method: call.method,
      url: underProvider(call.path),
      config: { access: call.access, providerCallId: call.id },
      ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
      schema: schemaOf(call),
      handler: async (request, reply) => {
        if (call.status !== undefined) void reply.code(call.status);
        return run(request, reply);
      },
    });
    deps.calls.push(call);
  };
}
