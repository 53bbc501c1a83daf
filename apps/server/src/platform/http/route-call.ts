// Registers a route from its call's contract (GUIDE section 3.0, issue 16): the method, path, params,
// query, body and 200 answer schemas and the OpenAPI operation come from the one object, so nothing
// restates them. The session is checked API-wide before the body (app.ts); a call that needs a
// permission has it checked here before its body is validated, so a user without it learns nothing
// of the schema. A public call must stand on the one allow-list (public-routes.ts), and the list may
// name only public calls: the start fails otherwise.
import type { ApiCall, CallAccess } from '@vp/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { hasPermission } from '../identity/permissions.ts';
import { AppError } from './app-error.ts';
import { isPublicRoute } from './public-routes.ts';
import { sessionOf } from './session.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a call's handler, typed by its contract's schemas. */
export type CallRequest<C extends ApiCall> = FastifyRequest<{
  Params: Out<C['params']>;
  Querystring: Out<C['query']>;
  Body: Out<C['body']>;
}>;

/** What the handler answers: the JSON its response schema serializes, or anything it sends itself. */
type CallReply<C extends ApiCall> = C['response'] extends z.ZodType ? z.input<C['response']> : unknown;

export type CallHandler<C extends ApiCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallReply<C>> | CallReply<C>;

/** What a route may add to its contract: a body limit of its own, a parser, its own hooks. */
export type CallRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler'>;

/** The route schema of a call: its parts, its 200 answer and its OpenAPI operation (also the staff calls', staff-api.ts). */
export function schemaOf(call: ApiCall): FastifySchema {
  return {
    operationId: call.id,
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.response ? { response: { 200: call.response } } : {}),
    ...(call.produces ? { produces: [call.produces] } : {}),
    // the document's default is the bearer token; a public call needs none
    ...(call.access === 'public' ? { security: [] } : {}),
  } as FastifySchema;
}

function permissionCheck(db: Db, access: Exclude<CallAccess, string>): preValidationAsyncHookHandler {
  return async function requirePermission(request) {
    const session = sessionOf(request);
    if (!(await hasPermission(db, session.vendorId, session.userId, access.permission))) {
      throw new AppError('forbidden', access.denied);
    }
  };
}

function assertAllowListAgrees(call: ApiCall): void {
  const listed = isPublicRoute(call.method, call.path);
  if (listed !== (call.access === 'public')) {
    throw new Error(
      `${call.method} ${call.path}: its contract says ${JSON.stringify(call.access)} but it is ` +
        `${listed ? '' : 'not '}on the public allow-list (platform/http/public-routes.ts)`,
    );
  }
}

/**
 * A route registrar bound to one plugin scope: `const route = callRouter(app, db)`, then
 * `route(call, handler)` for each of the scope's calls.
 */
export function callRouter(app: FastifyInstance, db: Db) {
  return function route<C extends ApiCall>(
    call: C,
    handler: CallHandler<C>,
    options: CallRouteOptions = {},
  ): void {
    assertAllowListAgrees(call);
    const preValidation = typeof call.access === 'object' ? [permissionCheck(db, call.access)] : [];
    app.route({
      ...options,
      method: call.method,
      url: call.path,
      schema: schemaOf(call),
      preValidation,
      // a secret the answer shows once is not kept for a replay (decision 101)
      ...(call.notReplayed ? { config: { notReplayed: call.notReplayed } } : {}),
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}
