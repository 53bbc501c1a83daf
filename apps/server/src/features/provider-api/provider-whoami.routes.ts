// GET /provider/v1/whoami: the calling client, its id and the scopes its token carries. It needs no
// scope, so that a provider system can check its set-up with any token.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerWhoamiPath, providerWhoamiResponseSchema } from '@vp/contracts';
import { providerClientOf, underProvider } from '../../platform/provider/provider-api.ts';

export const providerWhoamiRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    underProvider(providerWhoamiPath),
    {
      config: { providerScope: 'none' },
      schema: { hide: true, response: { 200: providerWhoamiResponseSchema } },
    },
    async (request) => {
      const client = providerClientOf(request);
      return { clientId: client.clientId, name: client.name, scopes: client.scopes };
    },
  );
};
