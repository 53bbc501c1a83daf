// The OpenAPI document, generated from the same zod schemas that validate requests and serialize
// answers, at GET /api/openapi.json. Register before the routes so that every route is collected.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vendor portal API',
        description: 'The calls of the vendor portal. Vendor-scoped calls need a bearer ID token.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ skipList: ['/blobs/*', '/', OPENAPI_PATH] }),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
