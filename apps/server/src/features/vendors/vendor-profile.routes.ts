// The vendor detail calls of SPEC section 7: read and change the signed-in vendor's profile (the
// Mobile Guest IVR setting of the work-order list and the company profile screen), registered from
// their contracts (issue 16).
import type { FastifyInstance } from 'fastify';
import { getVendorProfileCall, updateVendorProfileCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { getVendorProfile, updateVendorProfile } from './vendor-profile.service.ts';

export function vendorProfileRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(getVendorProfileCall, (request) => getVendorProfile(deps.db, sessionOf(request).vendorId));
    route(updateVendorProfileCall, (request) =>
      updateVendorProfile(deps.db, sessionOf(request), request.body),
    );
  };
}
