// The provider API's portal settings (issue 17 point 2, decision 054): GET with its ETag, PUT of the
// settings to change (If-Match optional, 412 when stale). Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { getPortalSettingsCall, putPortalSettingsCall } from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getProviderPortalSettings, putProviderPortalSettings } from './provider-portal-settings.service.ts';

export function providerPortalSettingsRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(getPortalSettingsCall, async (_request, reply) => {
      return answerOne(reply, await getProviderPortalSettings(deps.db));
    });

    route(putPortalSettingsCall, async (request, reply) => {
      return answerOne(
        reply,
        await putProviderPortalSettings(deps.db, request.body, {
          expectedVersion: ifMatchOf(request),
        }),
      );
    });
  };
}
