// ID tokens: ES256 JWTs of about an hour, checked for signature, algorithm, expiry, audience, issuer
// and type. The signing key lives in the database so that every server process shares it.
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';
import type { Db } from '../db/database.ts';

export const ID_TOKEN_TTL_SECONDS = 3600;
const ISSUER = 'vendor-portal';
const AUDIENCE = 'vendor-portal-web';
const TYPE = 'id';

/** `sessionId` is the refresh-token family: revoking it (logout, reuse) ends the ID tokens it issued. */
export type SessionClaims = { userId: number; vendorId: number; email: string; sessionId: string };

export type IssueOptions = {
  /** for tests of expired tokens; the default is ID_TOKEN_TTL_SECONDS */
  expiresInSeconds?: number;
};

export type TokenService = {
  issueIdToken(claims: SessionClaims, options?: IssueOptions): Promise<string>;
  /** Returns the claims of a valid ID token, or null for anything else. */
  verifyIdToken(token: string): Promise<SessionClaims | null>;
};

export type Key = Awaited<ReturnType<typeof importJWK>>;
export type KeyMaterial = { kid: string; privateKey: Key; publicKeys: Map<string, Key> };

/** The server's signing keys (shared with the provider API's access tokens, decision 047). */
/** jose's key lookup for a token signed with one of our keys (by its `kid`); any other fails. */
export const publicKeyOf =
  (keys: KeyMaterial) =>
  async (header: { kid?: string }): Promise<Key> => {
    const key = header.kid ? keys.publicKeys.get(header.kid) : undefined;
    if (!key) throw new Error('unknown key');
    return key;
  };

export async function loadOrCreateKeys(db: Db): Promise<KeyMaterial> {
  const existing = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
  if (existing.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    // two processes starting together: the first insert wins, both then read the same key
    await db
      .insertInto('signing_keys')
      .values({
        kid,
        private_jwk: JSON.stringify(await exportJWK(privateKey)),
        public_jwk: JSON.stringify(await exportJWK(publicKey)),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return loadOrCreateKeys(db);
  }
  const publicKeys = new Map<string, Key>();
  for (const row of existing) {
    publicKeys.set(row.kid, await importJWK(JSON.parse(row.public_jwk) as JWK, 'ES256'));
  }
  const newest = existing[0]!;
  const privateKey = await importJWK(JSON.parse(newest.private_jwk) as JWK, 'ES256');
  return { kid: newest.kid, privateKey, publicKeys };
}

/**
 * How many verified tokens a process remembers. A token's signature and fixed claims are checked once
 * (an ES256 verification cost ~7% of a list call's CPU under load: issue 19 point 4, decision 068);
 * the same text then maps to the same claims until the token's own expiry, after which it is refused
 * as before. Only what cannot change is remembered: whether the token's session is still open, and
 * its user and vendor still active, is asked of the database on every call (session.ts), so a
 * sign-out or a revoked session still ends the token at once. Refused tokens are never remembered.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

type Verified = { claims: SessionClaims; expiresAtMs: number };

export async function createTokenService(db: Db): Promise<TokenService> {
  const keys = await loadOrCreateKeys(db);
  // insertion order is age: the oldest entry goes first when the map is full
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  return {
    async issueIdToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const ttl = options.expiresInSeconds ?? ID_TOKEN_TTL_SECONDS;
      return new SignJWT({ vendorId: claims.vendorId, email: claims.email, typ: TYPE, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.min(now, now + ttl))
        .setJti(randomUUID())
        .setExpirationTime(now + ttl)
        .sign(keys.privateKey);
    },
    async verifyIdToken(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: valid while the current second is before `exp`
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, publicKeyOf(keys), {
          algorithms: ['ES256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        const userId = Number(payload.sub);
        if (
          payload.typ !== TYPE ||
          !Number.isInteger(userId) ||
          typeof payload.vendorId !== 'number' ||
          typeof payload.sid !== 'string'
        )
          return null;
        const claims: SessionClaims = {
          userId,
          vendorId: payload.vendorId,
          email: String(payload.email ?? ''),
          sessionId: payload.sid,
        };
        // one object for every request that shows this token: frozen, so that none can change it for another
        Object.freeze(claims);
        remember(token, { claims, expiresAtMs: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
