// The provider API's OpenAPI 3.1 document (issue 17 point 6, decision 050), generated from the
// contracts of the calls registered (provider-route.ts), so that it cannot drift from what the server
// checks. JSON Schema 2020-12 is OpenAPI 3.1's own dialect, which zod writes directly.
import { isProviderWrite, PROVIDER_SCOPES, PROVIDER_TOKEN_PATH, type ProviderCall } from '@vp/contracts';
import { z } from 'zod';

export const PROVIDER_OPENAPI_PATH = '/provider/v1/openapi.json';
export const PROVIDER_REFERENCE_PATH = '/provider/docs';

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `:name` path parameters as OpenAPI's `{name}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input');
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

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function responsesOf(call: ProviderCall): Record<string, unknown> {
  const body = call.response
    ? { content: { 'application/json': { schema: jsonSchemaOf(call.response, 'output') } } }
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
    '400': problem('The request is not valid; `detail` names the field.'),
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

function operationOf(call: ProviderCall): Record<string, unknown> {
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
  return {
    operationId: call.id,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.path.split('/')[3] ?? 'provider'],
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query'), ...headers],
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(call),
    security: [{ oauth2: call.scope === 'none' ? [] : [call.scope] }],
    'x-scope': call.scope,
  };
}

export function providerOpenApiDocument(calls: readonly ProviderCall[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = (paths[openApiPath(call.path)] ??= {});
    path[call.method.toLowerCase()] = operationOf(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vendor portal provider API',
      version: '1.0.0',
      description:
        "How the facilities company's own systems feed the portal and hear back. Get an access token " +
        `with the OAuth 2.0 client-credentials grant at ${PROVIDER_TOKEN_PATH}, then call these with ` +
        '`Authorization: Bearer <token>`. Errors are RFC 9457 problem details.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: PROVIDER_TOKEN_PATH,
              scopes: Object.fromEntries(PROVIDER_SCOPES.map((scope) => [scope, scope])),
            },
          },
        },
      },
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'detail', 'instance'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
          },
        },
      },
    },
  };
}
