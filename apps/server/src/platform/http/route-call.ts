// Registers a route from its call's contract (GUIDE section 3.0, issue 16): the method, path, params,
// query, body and 200 answer schemas, the OpenAPI operation and who may make it (`access`, decision
// 107) come from the one object, so nothing restates them. The vendor scope's guard (vendor-api.ts)
// reads the access from the route's config before the body is read.
import type { ApiCall } from '@vp/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The schemas of a call's contract: an /api or staff call's (ApiCall), or a provider call's. */
type CallSchemas = Pick<ApiCall, 'params' | 'query' | 'body' | 'response'>;

/** The request of a call's handler, typed by its contract's schemas. */
export type CallRequest<C extends CallSchemas> = FastifyRequest<{
  Params: Out<C['params']>;
  Querystring: Out<C['query']>;
  Body: Out<C['body']>;
}>;

/** What the handler answers: the JSON its response schema serializes, or anything it sends itself. */
export type CallReply<C extends CallSchemas> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : unknown;

export type CallHandler<C extends CallSchemas> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallReply<C>> | CallReply<C>;

/** What a route may add to its contract: a body limit of its own, a parser, its own hooks. */
export type CallRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler'>;

/** The route schema of a call: its parts, its 200 answer and its OpenAPI operation. */
function schemaOf(call: ApiCall): FastifySchema {
  return {
    operationId: call.id,
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.response ? { response: { 200: call.response } } : {}),
    ...(call.produces ? { produces: [call.produces] } : {}),
    // the document's default is the bearer token; a public call needs none
    ...(call.access.kind === 'public' ? { security: [] } : {}),
  } as FastifySchema;
}

/** Registers the route of an /api or staff call (the staff router checks its prefix first, staff-api.ts). */
export function routeCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallRouteOptions,
): void {
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    schema: schemaOf(call),
    // who may make it; a secret the answer shows once is not kept for a replay (decision 101)
    config: { access: call.access, ...(call.notReplayed ? { notReplayed: call.notReplayed } : {}) },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * A route registrar bound to one plugin scope of /api: `const route = callRouter(app)`, then
 * `route(call, handler)` for each of the scope's calls.
 */
export function callRouter(app: FastifyInstance) {
  return function route<C extends ApiCall>(
    call: C,
    handler: CallHandler<C>,
    options: CallRouteOptions = {},
  ): void {
    if (call.access.kind === 'staff') throw new Error(`${call.path}: a staff call goes on the staff router.`);
    routeCall(app, call, handler, options);
  };
}
