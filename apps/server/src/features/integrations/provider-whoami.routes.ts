// GET /provider/v1/whoami: the calling client, its id and the scopes its token carries. It needs no
// scope, so that a provider system can check its set-up with any token.
import type { FastifyPluginAsync } from 'fastify';
import { isProviderScope, providerWhoamiCall } from '@vp/contracts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';

export function providerWhoamiRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    providerRouter(app, deps)(providerWhoamiCall, (request) => {
      const client = providerClientOf(request);
      return { clientId: client.clientId, name: client.name, scopes: client.scopes.filter(isProviderScope) };
    });
  };
}
