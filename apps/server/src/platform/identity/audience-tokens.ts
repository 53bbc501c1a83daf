// An ES256 JWT of one audience, signed with the server's own keys (decision 047): the provider access
// tokens and the staff session tokens each have an issuer, audience and type of their own, so that
// one surface refuses another's tokens (each side checks all three). This is the signing and checking
// both share; each service says only what its claims are.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database.ts';
import { loadOrCreateKeys, publicKeyOf, type KeyMaterial } from './token-service.ts';

export type Audience = {
  issuer: string;
  audience: string;
  /** the `typ` claim: which kind of token of this audience */
  type: string;
  /** the protected header's `typ` ('JWT', or 'at+jwt' for OAuth access tokens, RFC 9068) */
  headerType: string;
};

export type AudienceTokens = {
  sign(subject: string, claims: Record<string, unknown>, ttlSeconds: number): Promise<string>;
  /** The payload of a valid token of this audience and type, or null for anything else. */
  verify(token: string): Promise<JWTPayload | null>;
};

export async function createAudienceTokens(db: Db, audience: Audience): Promise<AudienceTokens> {
  // read on the first token, not at start: a server on a schema that does not fit yet starts without
  // its tables and serves once `npm run migrate` has run (decision 120); a failed read is tried again
  let loading: Promise<KeyMaterial> | undefined;
  const keysOf = () =>
    (loading ??= loadOrCreateKeys(db).catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  return {
    async sign(subject, claims, ttlSeconds) {
      const keys = await keysOf();
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims, typ: audience.type })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: audience.headerType })
        .setSubject(subject)
        .setIssuer(audience.issuer)
        .setAudience(audience.audience)
        .setIssuedAt(now)
        .setJti(randomUUID())
        .setExpirationTime(now + ttlSeconds)
        .sign(keys.privateKey);
    },
    async verify(token) {
      const keys = await keysOf();
      try {
        const { payload } = await jwtVerify(token, publicKeyOf(keys), {
          algorithms: ['ES256'],
          issuer: audience.issuer,
          audience: audience.audience,
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        return payload.typ === audience.type && typeof payload.sub === 'string' ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
