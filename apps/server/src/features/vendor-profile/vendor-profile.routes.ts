// The vendor detail calls of SPEC section 7: read and change the signed-in vendor's profile (the
// Mobile Guest IVR setting of the work-order list and the company profile screen).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getVendorProfilePath,
  updateVendorProfilePath,
  updateVendorProfileRequest,
  updateVendorProfileResponse,
  vendorProfile,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { getVendorProfile, updateVendorProfile } from './vendor-profile.service.ts';

export function vendorProfileRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    r.get(getVendorProfilePath, { preHandler, schema: { response: { 200: vendorProfile } } }, (request) =>
      getVendorProfile(deps.db, sessionOf(request).vendorId),
    );

    r.post(
      updateVendorProfilePath,
      {
        preHandler,
        schema: { body: updateVendorProfileRequest, response: { 200: updateVendorProfileResponse } },
      },
      (request) => updateVendorProfile(deps.db, sessionOf(request).vendorId, request.body),
    );
  };
}
