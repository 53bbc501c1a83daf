// GET /api/validate-vendor-portal-user: 200 with the user when the session's user may use the portal.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalUser, validateVendorPortalUserPath } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { findPortalUser } from './portal-user.repository.ts';

export function portalUserRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        validateVendorPortalUserPath,
        { preHandler: deps.requireSession, schema: { response: { 200: portalUser } } },
        async (request) => {
          const session = sessionOf(request);
          const user = await findPortalUser(deps.db, session.userId, session.vendorId);
          if (!user) throw unauthorized('Your account is not active on the vendor portal.');
          return user;
        },
      );
  };
}
