// The provider API's access tokens (decision 047): ES256 JWTs signed with the server's own keys, but
// with an issuer, audience and type of their own, so that a vendor ID token is refused on
// /provider/v1 and a provider token on /api (each side checks all three).
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.ts';
import { loadOrCreateKeys, publicKeyOf } from './token-service.ts';

const ISSUER = 'vendor-portal/provider';
const AUDIENCE = 'vendor-portal-provider-api';
const TYPE = 'provider-access';

export type ProviderTokenClaims = { clientId: string; scopes: string[] };

export type ProviderTokenService = {
  issue(claims: ProviderTokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid provider access token, or null for anything else. */
  verify(token: string): Promise<ProviderTokenClaims | null>;
};

export async function createProviderTokenService(db: Db): Promise<ProviderTokenService> {
  const keys = await loadOrCreateKeys(db);
  return {
    async issue(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ typ: TYPE, scope: claims.scopes.join(' ') })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'at+jwt' })
        .setSubject(claims.clientId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setJti(randomUUID())
        .setExpirationTime(now + ttlSeconds)
        .sign(keys.privateKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKeyOf(keys), {
          algorithms: ['ES256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.scope !== 'string')
          return null;
        return { clientId: payload.sub, scopes: payload.scope.split(' ').filter(Boolean) };
      } catch {
        return null;
      }
    },
  };
}
