// The info shown instead of the check block when the vendor's remit type is ACH (SPEC sections 2, 7).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/** The remit type whose vendors are paid by ACH: the check block is hidden for them. */
export const ACH_REMIT_TYPE = 'ACH';

/**
 * GET /api/get-vendor-portal-ach-message: the provider's ACH message, HTML sanitized when stored
 * (render it through DOMPurify); '' when the provider has set none.
 */
export const getAchMessageResponse = z.object({ vendorAchMessage: z.string() });
export type GetAchMessageResponse = z.infer<typeof getAchMessageResponse>;

export const getAchMessageCall = defineCall({
  id: 'get-vendor-portal-ach-message',
  method: 'GET',
  path: '/api/get-vendor-portal-ach-message',
  response: getAchMessageResponse,
  access: allow.vendor('company'),
  summary: "The provider's ACH message, shown instead of the check block to vendors paid by ACH",
});
