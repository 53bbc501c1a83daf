// The provider API's OpenAPI 3.1 document (issue 17 point 6, decision 050), generated from the
// contracts of the calls registered (provider-route.ts), so that it cannot drift from what the server
// checks. Resources, request bodies and closed sets are named components (decision 102), the events
// are typed per type and sent as `webhooks`, and the server and token URLs are absolute (PUBLIC_URL),
// so that a client generated from it (openapi-typescript and the like) needs nothing more.
import {
  BULK_MAX_ITEMS,
  isProviderWrite,
  PROVIDER_SCOPES,
  PROVIDER_TOKEN_PATH,
  providerProblemSchema,
  providerValidationProblemSchema,
  type ProviderCall,
} from '@vp/contracts';
import { z } from 'zod';
import { schemaCollector } from './openapi-schemas.ts';
import { EVENT_SCHEMA_NAME, providerSchemaNames } from './provider-schema-names.ts';
import { eventUnionSchema, providerWebhooks, typedEventNames } from './provider-webhooks-openapi.ts';

export const PROVIDER_OPENAPI_PATH = '/provider/v1/openapi.json';
export const PROVIDER_REFERENCE_PATH = '/provider/docs';

type JsonSchema = Record<string, unknown>;

type SchemaOf = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

/** `:name` path parameters as OpenAPI's `{name}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parametersOf(
  schemaOf: SchemaOf,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
): JsonSchema[] {
  if (!schema) return [];
  const object = schemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const problem = (description: string, name = 'Problem') => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: `#/components/schemas/${name}` } } },
});

function responsesOf(schemaOf: SchemaOf, call: ProviderCall): Record<string, unknown> {
  const body = call.response
    ? { content: { 'application/json': { schema: schemaOf(call.response, 'output') } } }
    : {};
  const etag = call.etag
    ? {
        headers: {
          ETag: { description: 'The version of the resource, for If-Match.', schema: { type: 'string' } },
        },
      }
    : {};
  const success: Record<string, unknown> =
    call.method === 'PUT'
      ? {
          '200': { description: 'Updated.', ...body, ...etag },
          '201': { description: 'Created.', ...body, ...etag },
        }
      : { [String(call.status ?? 200)]: { description: call.summary, ...body, ...etag } };
  return {
    ...success,
    '400': problem(
      'The request is not valid: errors names each field (path) with its message; detail says it in one line.',
      'ValidationProblem',
    ),
    '401': problem('No valid provider access token.'),
    '403': problem('The token lacks the scope this call needs.'),
    ...(call.params ? { '404': problem('No such resource.') } : {}),
    ...(isProviderWrite(call)
      ? {
          '409': problem('A request with this Idempotency-Key is still running.'),
          '422': problem('This Idempotency-Key was used with another request.'),
        }
      : {}),
    ...(call.etag && call.method !== 'GET' ? { '412': problem('If-Match names an older version.') } : {}),
    '429': problem('Too many calls this minute; see Retry-After.'),
  };
}

/** The body: a bulk call's items as their shape, every other call's as its schema. */
function bodyOf(schemaOf: SchemaOf, call: ProviderCall): JsonSchema | undefined {
  if (call.bulkItem)
    return schemaOf(z.object({ items: z.array(call.bulkItem).min(1).max(BULK_MAX_ITEMS) }), 'input');
  return call.body ? schemaOf(call.body, 'input') : undefined;
}

function operationOf(schemaOf: SchemaOf, call: ProviderCall): Record<string, unknown> {
  const headers: JsonSchema[] = [];
  if (isProviderWrite(call)) {
    headers.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'Unique per change (e.g. a UUID). The same key and body replays the first answer for 24 h.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  if (call.etag && call.method !== 'GET') {
    headers.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The ETag of a read: the write is refused (412) when the resource has changed since.',
      schema: { type: 'string' },
    });
  }
  const body = bodyOf(schemaOf, call);
  return {
    operationId: call.id,
    summary: call.summary,
    description: call.description,
    tags: [call.resource.tag],
    parameters: [
      ...parametersOf(schemaOf, call.params, 'path'),
      ...parametersOf(schemaOf, call.query, 'query'),
      ...headers,
    ],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: responsesOf(schemaOf, call),
    security: [{ oauth2: call.access.scope === 'none' ? [] : [call.access.scope] }],
    'x-scope': call.access.scope,
  };
}

export type ProviderOpenApiOptions = {
  /** the server's public origin (PUBLIC_URL), so that servers and the token URL are absolute */
  publicUrl: string;
};

export function providerOpenApiDocument(
  calls: readonly ProviderCall[],
  { publicUrl }: ProviderOpenApiOptions,
): Record<string, unknown> {
  const names = providerSchemaNames(calls, [
    ...typedEventNames(),
    [providerProblemSchema, 'Problem'],
    [providerValidationProblemSchema, 'ValidationProblem'],
  ]);
  const schemas = schemaCollector(names);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = (paths[openApiPath(call.path)] ??= {});
    path[call.method.toLowerCase()] = operationOf(schemas.of, call);
  }
  const webhooks = providerWebhooks((schema) => schemas.of(schema, 'output'));
  // the problems are named even where no call has answered one yet
  schemas.of(providerProblemSchema, 'output');
  schemas.of(providerValidationProblemSchema, 'output');
  const tokenUrl = publicUrl + PROVIDER_TOKEN_PATH;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vendor portal provider API',
      version: '1.0.0',
      description:
        "How the facilities company's own systems feed the portal and hear back. Get an access token " +
        `with the OAuth 2.0 client-credentials grant at ${tokenUrl}, then call these with the header ` +
        'Authorization: Bearer <token>. Errors are RFC 9457 problem details; a 400 lists its field errors.',
      contact: { name: 'Vendor portal', url: publicUrl + PROVIDER_REFERENCE_PATH },
    },
    servers: [{ url: publicUrl, description: 'This portal.' }],
    // each resource's tag once, in the order of its first call
    tags: [...new Map(calls.map((c) => [c.resource.tag, c.resource])).values()].map((r) => ({
      name: r.tag,
      description: r.description,
    })),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'The client-credentials grant, with the API client id and secret the portal issued.',
          flows: {
            clientCredentials: {
              tokenUrl,
              scopes: Object.fromEntries(PROVIDER_SCOPES.map((scope) => [scope, scope])),
            },
          },
        },
      },
      // the feed's envelope, named Event, becomes the union of the typed events
      schemas: { ...schemas.components, [EVENT_SCHEMA_NAME]: eventUnionSchema() },
    },
  };
}
