// One contract per call (GUIDE section 3.0, issue 16): the call's method, path, schemas and who may
// make it, written once. The server registers its route from the object (platform/http/route-call.ts),
// the web app calls it through `call()` and `callQuery()` (lib/call.ts) under one cache key, and the
// OpenAPI document is generated from the routes so registered. Nothing else restates a path.
import type { z } from 'zod';
import type { CallAccess } from './access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiCall = {
  /** The call's one name: its OpenAPI operationId and the first part of the web app's cache key. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify's pattern, `:name` for each path parameter (the spec's `{name}`). */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The JSON of the 200 answer. Absent when the answer is a file, or a stream that its caller reads
   * as it arrives (the work-order search); such a call's answer is then described by `produces`.
   */
  readonly response?: z.ZodType;
  /** The media type of a non-JSON answer (a PDF, a stream), for the OpenAPI document. */
  readonly produces?: string;
  /** who may make it, declared once (decision 107): `allow.public`, `allow.vendor(...)`, `allow.staff(...)` */
  readonly access: CallAccess;
  /** One line for the OpenAPI document: what the call does. */
  readonly summary: string;
  /**
   * Fields of the answer that show a secret once (a temporary password, a client secret): a write
   * sent again with its Idempotency-Key is answered without them, and they are never kept with the
   * key (decision 101, as the provider's calls, decision 095).
   */
  readonly notReplayed?: readonly string[];
};

/** Declares a call; `const` keeps its literal path and schemas in the type. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

// The parts a caller sends. Path and query values are what the server reads after coercion
// (they travel as text); the body is what the schema accepts as JSON.
type Part<K extends string, S, Side extends 'in' | 'out'> = S extends z.ZodType
  ? { [P in K]: Side extends 'in' ? z.input<S> : z.output<S> }
  : { [P in K]?: never };

/** What `call()` takes for the call: `{ params?, query?, body? }` as its schemas say. */
export type CallInput<C extends ApiCall> = Part<'params', C['params'], 'out'> &
  Part<'query', C['query'], 'out'> &
  Part<'body', C['body'], 'in'>;

/** The answer of a call with a JSON response schema. */
export type CallAnswer<C extends ApiCall> = C['response'] extends z.ZodType ? z.output<C['response']> : never;

/** Whether any part of the input is required: calls without one may be made with no input at all. */
export type CallNeedsInput<C extends ApiCall> = C['params'] extends z.ZodType
  ? true
  : C['query'] extends z.ZodType
    ? true
    : C['body'] extends z.ZodType
      ? true
      : false;

const PATH_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of the call's path parameters, in order. */
export function pathParameterNames(call: Pick<ApiCall, 'path'>): string[] {
  return [...call.path.matchAll(PATH_PARAMETER)].map((match) => match[1]!);
}

/**
 * The URL of one call: each `:name` replaced by its value (URL-encoded), defined query values
 * appended in the order given. Throws on a missing path value, which is a bug of the caller.
 */
export function callUrl(
  call: Pick<ApiCall, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(PATH_PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${call.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (query.length === 0) return path;
  const search = new URLSearchParams(query.map(([key, value]) => [key, String(value)]));
  return `${path}?${search.toString()}`;
}
