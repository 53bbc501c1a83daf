// Sessions: a sign-in opens one (a refresh-token family) and gets a short ID token plus a refresh
// token. Each refresh exchanges the refresh token for a new one in the same family (rotation); a
// token presented a second time means it was copied, so the whole family is revoked (reuse
// detection), which also ends its ID tokens at once (requireSession checks the family). A token
// presented again within REFRESH_RACE_GRACE_SECONDS of its exchange is a page that started its
// refresh before the answer of another page's refresh set the new cookie: it is refused with 409
// (nothing issued, nothing revoked) and the page asks again once the cookie has landed (decision 031).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ID_TOKEN_TTL_SECONDS } from '../../platform/identity/token-service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { SESSION_ENDED } from '../../platform/http/session.ts';
import type { AuthDeps } from './auth-deps.ts';
import { recordAudit } from '../../platform/identity/audit-log.repository.ts';
import {
  findRefreshTokenForUpdate,
  findSessionOfRefreshToken,
  insertSession,
  revokeSession,
  rotateRefreshToken,
} from './sessions.repository.ts';

/** A refresh token lives 14 days unless exchanged; a family ends 30 days after its sign-in regardless. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

export type SessionUser = { userId: number; vendorId: number; email: string };
export type IssuedTokens = {
  sessionId: string;
  idToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshMaxAgeSeconds: number;
};

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export const sessionEnded = () => new AppError('unauthorized', SESSION_ENDED, { reason: 'session-ended' });

/** How long after its exchange a refresh token presented again is taken for a race, not a replay. */
export const REFRESH_RACE_GRACE_SECONDS = 10;
export const REFRESH_IN_PROGRESS = 'The session is being renewed by another request. Please try again.';
const refreshInProgress = () =>
  new AppError('conflict', REFRESH_IN_PROGRESS, { reason: 'refresh-in-progress' });

/** Opens a session for a user who has just proved their password. */
export async function openSession(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  user: SessionUser,
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  // the token is signed while the session is written (its id is known already): one wait, not two
  // (decision 087); a token whose session failed to be written is never handed out
  const [, idToken] = await Promise.all([
    insertSession(deps.db, {
      sessionId,
      userId: user.userId,
      tokenHash: hashRefreshToken(refreshToken),
      tokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
      sessionTtlSeconds: SESSION_MAX_SECONDS,
    }),
    deps.tokens.issueIdToken({ ...user, sessionId }),
  ]);
  return {
    sessionId,
    idToken,
    expiresIn: ID_TOKEN_TTL_SECONDS,
    refreshToken,
    refreshMaxAgeSeconds: REFRESH_TOKEN_TTL_SECONDS,
  };
}

type Exchange =
  | { kind: 'invalid' }
  | { kind: 'reuse'; userId: number; email: string }
  | { kind: 'racing' }
  | { kind: 'rotated'; user: SessionUser; sessionId: string; refreshToken: string; ttl: number };

/** Exchanges a refresh token for a new one and a new ID token; 401 for anything but a fresh token. */
export async function refreshSession(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  refreshToken: string | undefined,
  ip: string,
): Promise<IssuedTokens> {
  if (!refreshToken) throw sessionEnded();
  const oldHash = hashRefreshToken(refreshToken);
  const outcome = await deps.db.transaction().execute(async (tx): Promise<Exchange> => {
    const row = await findRefreshTokenForUpdate(tx, oldHash);
    if (
      !row ||
      row.revokedAt !== null ||
      row.expired ||
      row.status !== 'active' ||
      row.vendorStatus !== 'active'
    )
      return { kind: 'invalid' };
    if (row.usedAt !== null) {
      if (row.usedSecondsAgo !== null && row.usedSecondsAgo < REFRESH_RACE_GRACE_SECONDS)
        return { kind: 'racing' };
      await revokeSession(tx, row.sessionId, row.userId, 'token_reuse');
      return { kind: 'reuse', userId: row.userId, email: row.email };
    }
    const ttl = Math.floor(Math.min(REFRESH_TOKEN_TTL_SECONDS, Number(row.sessionSecondsLeft)));
    if (ttl <= 0) return { kind: 'invalid' };
    const next = newRefreshToken();
    await rotateRefreshToken(tx, {
      oldHash,
      newHash: hashRefreshToken(next),
      sessionId: row.sessionId,
      ttlSeconds: ttl,
    });
    return {
      kind: 'rotated',
      user: { userId: row.userId, vendorId: row.vendorId, email: row.email },
      sessionId: row.sessionId,
      refreshToken: next,
      ttl,
    };
  });
  if (outcome.kind === 'reuse') {
    await recordAudit(deps.db, { kind: 'token_reuse', userId: outcome.userId, email: outcome.email, ip });
    throw sessionEnded();
  }
  if (outcome.kind === 'invalid') throw sessionEnded();
  if (outcome.kind === 'racing') throw refreshInProgress();
  const idToken = await deps.tokens.issueIdToken({ ...outcome.user, sessionId: outcome.sessionId });
  return {
    sessionId: outcome.sessionId,
    idToken,
    expiresIn: ID_TOKEN_TTL_SECONDS,
    refreshToken: outcome.refreshToken,
    refreshMaxAgeSeconds: outcome.ttl,
  };
}

/** Ends the session of the refresh cookie and the one the bearer token names (usually the same). */
export async function logout(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  credentials: { refreshToken?: string | undefined; bearer?: string | undefined },
  ip: string,
): Promise<void> {
  const sessions = new Map<string, number>();
  if (credentials.refreshToken) {
    const found = await findSessionOfRefreshToken(deps.db, hashRefreshToken(credentials.refreshToken));
    if (found) sessions.set(found.sessionId, found.userId);
  }
  if (credentials.bearer) {
    const claims = await deps.tokens.verifyIdToken(credentials.bearer);
    if (claims) sessions.set(claims.sessionId, claims.userId);
  }
  for (const [sessionId, userId] of sessions) {
    if (await revokeSession(deps.db, sessionId, userId, 'logout')) {
      await recordAudit(deps.db, { kind: 'logout', userId, ip });
    }
  }
}
