// The provider API's vendor users (issue 17 point 2, decision 053): PUT invites (201, with the welcome
// e-mail) or updates (200) a user under its vendor by the company's external ids, GET reads one, the
// list pages by cursor and updated_since, and disable ends its sign-in and sessions. They live in the
// users feature because they share its rows, lock and welcome e-mail.
import type { FastifyPluginAsync } from 'fastify';
import {
  disableVendorUserCall,
  enableVendorUserCall,
  getVendorUserCall,
  listVendorUsersCall,
  putVendorUserCall,
} from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  disableVendorUser,
  enableVendorUser,
  getVendorUser,
  listVendorUsers,
  putVendorUser,
} from './provider-vendor-users.service.ts';

export function providerVendorUsersRoutes(
  deps: ProviderRouteDeps & { publicUrl: string },
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putVendorUserCall, async (request, reply) => {
      const { created, user } = await putVendorUser(deps, request.params, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      return answerPut(reply, created, user);
    });

    route(getVendorUserCall, async (request, reply) => {
      return answerOne(reply, await getVendorUser(deps.db, request.params));
    });

    route(listVendorUsersCall, async (request) => {
      const window = listWindow(request.query);
      const rows = await listVendorUsers(deps.db, request.params.vendorExternalId, window);
      return listAnswer(rows, request.query.limit, (r) => r.user);
    });

    route(disableVendorUserCall, async (request, reply) => {
      return answerOne(
        reply,
        await disableVendorUser(deps.db, request.params, { expectedVersion: ifMatchOf(request) }),
      );
    });

    route(enableVendorUserCall, async (request, reply) => {
      return answerOne(
        reply,
        await enableVendorUser(deps.db, request.params, { expectedVersion: ifMatchOf(request) }),
      );
    });
  };
}
