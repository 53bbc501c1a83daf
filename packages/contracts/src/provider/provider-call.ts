// One contract per provider call (issue 17, decision 050), as `defineCall` is for /api (decision 045):
// the method, path, schemas, scope and text of a /provider/v1 call, written once. The server registers
// the route from it (platform/provider/provider-route.ts) and the provider OpenAPI document and its
// reference page are generated from the calls so registered.
import type { z } from 'zod';
import type { ProviderAccess } from '../platform/access.ts';

export type ProviderMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * A resource of the provider API, as its OpenAPI document shows it (decision 102): the tag its calls
 * are grouped under, with one line on what it is, and the names its shapes go by under
 * components/schemas (`Foo`, `FooInput`, `FooStatus`), so that a generated client has types to use.
 * The names live here and not on the schemas (zod's global registry), so that no other document (the
 * /api one) picks them up; a shape no resource names is written inline where it is used.
 */
export type ProviderResource = {
  /** the tag: the resource's path step, as a client generator names its module */
  readonly tag: string;
  readonly description: string;
  /** each shape's name in the document */
  readonly schemas: Readonly<Record<string, z.ZodType>>;
};

/** Declares a provider resource, beside its shapes and before its calls. */
export function defineProviderResource<const R extends ProviderResource>(resource: R): R {
  return resource;
}

export type ProviderCall = {
  /** the OpenAPI operationId */
  readonly id: string;
  readonly method: ProviderMethod;
  /** the full Fastify pattern, `:name` per path parameter: '/provider/v1/work-orders/:externalId' */
  readonly path: string;
  /** the resource it belongs to: its tag and the names of its shapes in the OpenAPI document */
  readonly resource: ProviderResource;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * a bulk call's item: the server checks items one by one (bulkItemsBodySchema), each failing alone,
   * and the OpenAPI document gives clients the item's shape
   */
  readonly bulkItem?: z.ZodType;
  /** the JSON of the success answer (200, or 201 when a PUT created the resource) */
  readonly response?: z.ZodType;
  /** the success status when it is not 200 (a PUT answers 201 on create and 200 on update itself) */
  readonly status?: 200 | 201 | 202 | 204;
  /** the scope the caller's token must carry (`allow.provider(scope)`; 'none' on purpose only: whoami) */
  readonly access: ProviderAccess;
  /** one line: what the call does */
  readonly summary: string;
  /**
   * more plain text for the reference page and generated clients: rules, what happens next; required,
   * so that no operation of the OpenAPI document goes without one (issue 38 point 12)
   */
  readonly description: string;
  /** the answer carries an ETag (a read or write of one resource), which a later If-Match names */
  readonly etag?: boolean;
  /**
   * top-level fields of the answer left out of the Idempotency-Key's stored answer (a secret shown
   * once): a replay answers without them, and the response schema has them optional
   */
  readonly notReplayed?: readonly string[];
};

/** Declares a provider call; `const` keeps its literal path and schemas in the type. */
export function defineProviderCall<const C extends ProviderCall>(call: C): C {
  return call;
}

/** Writes (every method but GET) take an Idempotency-Key (issue 17 point 3). */
export const isProviderWrite = (call: Pick<ProviderCall, 'method'>): boolean => call.method !== 'GET';
