// The staff session's token (decision 057): an ES256 JWT signed with the server's own keys, with an
// issuer, audience and type of its own, so that a vendor ID token or a provider access token is
// refused on /staff/api and a staff token on /api and /provider (each side checks all three). The
// token only names the session: whether it is still open (not signed out, not idle too long, the
// account still active) and the member's role are read from the database on every staff call.
import type { Db } from '../db/database.ts';
import { createAudienceTokens } from './audience-tokens.ts';

const STAFF_AUDIENCE = {
  issuer: 'vendor-portal/staff',
  audience: 'vendor-portal-staff',
  type: 'staff-session',
  headerType: 'JWT',
};

export type StaffTokenClaims = { staffId: number; sessionId: string };

export type StaffTokenService = {
  issue(claims: StaffTokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid staff session token, or null for anything else. */
  verify(token: string): Promise<StaffTokenClaims | null>;
};

export async function createStaffTokenService(db: Db): Promise<StaffTokenService> {
  const tokens = await createAudienceTokens(db, STAFF_AUDIENCE);
  return {
    issue: (claims, ttlSeconds) => tokens.sign(String(claims.staffId), { sid: claims.sessionId }, ttlSeconds),
    async verify(token) {
      const payload = await tokens.verify(token);
      const staffId = Number(payload?.sub);
      if (!payload || !Number.isInteger(staffId) || typeof payload.sid !== 'string') return null;
      return { staffId, sessionId: payload.sid };
    },
  };
}
