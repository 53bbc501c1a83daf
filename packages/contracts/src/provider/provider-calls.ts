// The answers of the provider API's calls (/provider/v1), for the server's response schemas and for
// the provider systems' own clients.
import { z } from 'zod';
import { defineProviderCall } from './provider-call.ts';

export const PROVIDER_API_PREFIX = '/provider/v1';
export const PROVIDER_TOKEN_PATH = '/provider/oauth/token';

/** RFC 6749 section 5.1: the token endpoint's answer. */
export const providerTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type ProviderTokenResponse = z.infer<typeof providerTokenResponseSchema>;

/** GET /provider/v1/whoami: the calling client as the server sees it (needs no scope). */
export const providerWhoamiPath = `${PROVIDER_API_PREFIX}/whoami`;
export const providerWhoamiResponseSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
});
export type ProviderWhoamiResponse = z.infer<typeof providerWhoamiResponseSchema>;
export const providerWhoamiCall = defineProviderCall({
  id: 'whoami',
  method: 'GET',
  path: providerWhoamiPath,
  response: providerWhoamiResponseSchema,
  scope: 'none',
  summary: 'The calling API client and the scopes its token carries.',
  description: 'Needs no scope, so that a system can check its set-up with any token.',
});

/** GET /provider/v1/vendors: vendors by id, a page at a time (needs vendors:read). */
export const providerVendorsPath = `${PROVIDER_API_PREFIX}/vendors`;
export const PROVIDER_VENDORS_MAX_LIMIT = 100;
export const providerVendorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROVIDER_VENDORS_MAX_LIMIT).default(50),
  /** the nextCursor of the page before: vendors with a larger id follow */
  cursor: z.coerce.number().int().min(0).optional(),
});
export const providerVendorSchema = z.object({
  id: z.number().int(),
  vendorNum: z.number().int(),
  company: z.string(),
  contactEmail: z.string(),
});
export const providerVendorsResponseSchema = z.object({
  items: z.array(providerVendorSchema),
  /** null on the last page */
  nextCursor: z.number().int().nullable(),
});
export type ProviderVendorsResponse = z.infer<typeof providerVendorsResponseSchema>;
export const providerVendorsCall = defineProviderCall({
  id: 'listVendors',
  method: 'GET',
  path: providerVendorsPath,
  query: providerVendorsQuerySchema,
  response: providerVendorsResponseSchema,
  scope: 'vendors:read',
  summary: 'The vendors by id, a page at a time.',
});
