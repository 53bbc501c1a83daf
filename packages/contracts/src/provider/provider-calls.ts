// The answers of the provider API's calls (/provider/v1), for the server's response schemas and for
// the provider systems' own clients.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { providerScopeSchema } from './scopes.ts';
import { allow } from '../platform/access.ts';

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
  scopes: z.array(providerScopeSchema),
});
export type ProviderWhoamiResponse = z.infer<typeof providerWhoamiResponseSchema>;
/** The provider API's `whoami`: its OpenAPI tag and the names of its shapes there. */
export const providerWhoamiResource = defineProviderResource({
  tag: 'whoami',
  description: 'The calling API client: check a set-up with any token.',
  schemas: {
    Whoami: providerWhoamiResponseSchema,
  },
});

export const providerWhoamiCall = defineProviderCall({
  id: 'whoami',
  method: 'GET',
  path: providerWhoamiPath,
  resource: providerWhoamiResource,
  response: providerWhoamiResponseSchema,
  access: allow.provider('none'),
  summary: 'The calling API client and the scopes its token carries.',
  description: 'Needs no scope, so that a system can check its set-up with any token.',
});
