// The provider API's access tokens (decision 047): ES256 JWTs signed with the server's own keys, but
// with an issuer, audience and type of their own, so that a vendor ID token is refused on
// /provider/v1 and a provider token on /api (each side checks all three).
import type { Db } from '../db/database.ts';
import { createAudienceTokens } from './audience-tokens.ts';

const PROVIDER_AUDIENCE = {
  issuer: 'vendor-portal/provider',
  audience: 'vendor-portal-provider-api',
  type: 'provider-access',
  // an OAuth 2.0 access token in JWT form (RFC 9068)
  headerType: 'at+jwt',
};

export type ProviderTokenClaims = { clientId: string; scopes: string[] };

export type ProviderTokenService = {
  issue(claims: ProviderTokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid provider access token, or null for anything else. */
  verify(token: string): Promise<ProviderTokenClaims | null>;
};

export async function createProviderTokenService(db: Db): Promise<ProviderTokenService> {
  const tokens = await createAudienceTokens(db, PROVIDER_AUDIENCE);
  return {
    issue: (claims, ttlSeconds) =>
      tokens.sign(claims.clientId, { scope: claims.scopes.join(' ') }, ttlSeconds),
    async verify(token) {
      const payload = await tokens.verify(token);
      if (!payload || typeof payload.sub !== 'string' || typeof payload.scope !== 'string') return null;
      return { clientId: payload.sub, scopes: payload.scope.split(' ').filter(Boolean) };
    },
  };
}
