// The provider API's portal settings (issue 17 point 2, decision 054): GET with its ETag, PUT of the
// settings to change (If-Match optional, 412 when stale). Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { getPortalSettingsCall, putPortalSettingsCall } from '@vp/contracts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getProviderPortalSettings, putProviderPortalSettings } from './provider-portal-settings.service.ts';

export function providerPortalSettingsRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(getPortalSettingsCall, async (_request, reply) => {
      const settings = await getProviderPortalSettings(deps.db);
      void reply.header('etag', etagOf(settings.version));
      return settings;
    });

    route(putPortalSettingsCall, async (request, reply) => {
      const settings = await putProviderPortalSettings(deps.db, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      void reply.header('etag', etagOf(settings.version));
      return settings;
    });
  };
}
