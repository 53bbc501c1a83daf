// GET /provider/v1/openapi.json and GET /provider/docs (issue 17 point 6): public on purpose, like any
// API's reference, since they hold no data; built once, on the first request, when every call is in.
import type { FastifyPluginAsync } from 'fastify';
import type { ProviderCall } from '@vp/contracts';
import { styleNonceOf } from '../http/security-headers.ts';
import {
  PROVIDER_OPENAPI_PATH,
  PROVIDER_REFERENCE_PATH,
  providerOpenApiDocument,
  type ProviderOpenApiOptions,
} from './provider-openapi.ts';
import { providerReferencePage } from './provider-reference-page.ts';
import { underProvider } from './provider-api.ts';

export function providerDocsRoutes(
  calls: readonly ProviderCall[],
  options: ProviderOpenApiOptions,
): FastifyPluginAsync {
  return async (app) => {
    let document: Record<string, unknown> | undefined;
    const documentOnce = () => (document ??= providerOpenApiDocument(calls, options));
    app.get(
      underProvider(PROVIDER_OPENAPI_PATH, 'root'),
      { schema: { hide: true } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-cache');
        return documentOnce();
      },
    );
    app.get(
      underProvider(PROVIDER_REFERENCE_PATH, 'root'),
      { schema: { hide: true } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return providerReferencePage(documentOnce(), styleNonceOf(reply), options.publicUrl);
      },
    );
  };
}
