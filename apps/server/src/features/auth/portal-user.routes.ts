// GET /api/validate-vendor-portal-user: 200 with the user when the session's user may use the portal.
import type { FastifyInstance } from 'fastify';
import { validateVendorPortalUserCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { findPortalUser } from './portal-user.repository.ts';

export function portalUserRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    callRouter(app)(validateVendorPortalUserCall, async (request) => {
      const session = sessionOf(request);
      const user = await findPortalUser(deps.db, session.userId, session.vendorId);
      if (!user) throw unauthorized('Your account is not active on the vendor portal.');
      return user;
    });
  };
}
