// The staff session's token (decision 057): an ES256 JWT signed with the server's own keys, with an
// issuer, audience and type of its own, so that a vendor ID token or a provider access token is
// refused on /staff/api and a staff token on /api and /provider (each side checks all three). The
// token only names the session: whether it is still open (not signed out, not idle too long, the
// account still active) and the member's role are read from the database on every staff call.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.ts';
import { loadOrCreateKeys, publicKeyOf } from './token-service.ts';

const ISSUER = 'vendor-portal/staff';
const AUDIENCE = 'vendor-portal-staff';
const TYPE = 'staff-session';

export type StaffTokenClaims = { staffId: number; sessionId: string };

export type StaffTokenService = {
  issue(claims: StaffTokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid staff session token, or null for anything else. */
  verify(token: string): Promise<StaffTokenClaims | null>;
};

export async function createStaffTokenService(db: Db): Promise<StaffTokenService> {
  const keys = await loadOrCreateKeys(db);
  return {
    async issue(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ typ: TYPE, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
        .setSubject(String(claims.staffId))
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
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        const staffId = Number(payload.sub);
        if (payload.typ !== TYPE || !Number.isInteger(staffId) || typeof payload.sid !== 'string')
          return null;
        return { staffId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
