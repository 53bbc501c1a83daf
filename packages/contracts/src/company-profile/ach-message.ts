// The info shown instead of the check block when the vendor's remit type is ACH (SPEC sections 2, 7).
import { z } from 'zod';

/** The remit type whose vendors are paid by ACH: the check block is hidden for them. */
export const ACH_REMIT_TYPE = 'ACH';

/**
 * GET /api/get-vendor-portal-ach-message: the provider's ACH message, HTML sanitized when stored
 * (render it through DOMPurify); '' when the provider has set none.
 */
export const getAchMessagePath = '/api/get-vendor-portal-ach-message';
export const getAchMessageResponse = z.object({ vendorAchMessage: z.string() });
export type GetAchMessageResponse = z.infer<typeof getAchMessageResponse>;
