// Sessions (one per sign-in: the refresh-token family that ID tokens name as `sid`) and their
// rotating refresh tokens, stored as SHA-256 hashes only.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

import type { SessionRevokeReason } from '../../platform/identity/user-sessions.repository.ts';

/** A new session with its first refresh token, in one statement. */
export async function insertSession(
  db: Db,
  s: {
    sessionId: string;
    userId: number;
    tokenHash: string;
    tokenTtlSeconds: number;
    sessionTtlSeconds: number;
  },
): Promise<void> {
  await sql`
    with session as (
      insert into auth_sessions (id, user_id, expires_at)
      values (${s.sessionId}, ${s.userId}, now() + make_interval(secs => ${s.sessionTtlSeconds}))
      returning id
    )
    insert into refresh_tokens (token_hash, session_id, expires_at)
    select ${s.tokenHash}, id, now() + make_interval(secs => ${s.tokenTtlSeconds}) from session
  `.execute(db);
}

/** A refresh token with its session and user, locked so that two exchanges of it run one after the other. */
export function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .innerJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select([
      'refresh_tokens.used_at as usedAt',
      sql<number | null>`extract(epoch from now() - refresh_tokens.used_at)::float8`.as('usedSecondsAgo'),
      sql<boolean>`refresh_tokens.expires_at <= now()`.as('expired'),
      'auth_sessions.id as sessionId',
      'auth_sessions.revoked_at as revokedAt',
      sql<number>`extract(epoch from auth_sessions.expires_at - now())`.as('sessionSecondsLeft'),
      'users.id as userId',
      'users.vendor_id as vendorId',
      'users.email',
      'users.status',
      'vendors.status as vendorStatus',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate('refresh_tokens')
    .executeTakeFirst();
}

/** Marks the presented token used and adds its successor in the same family. */
export async function rotateRefreshToken(
  db: Db,
  r: { oldHash: string; newHash: string; sessionId: string; ttlSeconds: number },
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', r.oldHash)
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: r.newHash,
      session_id: r.sessionId,
      expires_at: sql<Date>`now() + make_interval(secs => ${r.ttlSeconds})`,
    })
    .execute();
}

/** The session a refresh token belongs to, in whatever state (for logout). */
export function findSessionOfRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
    .select(['auth_sessions.id as sessionId', 'auth_sessions.user_id as userId'])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes an open session of the user; returns whether one was open. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  userId: number,
  reason: SessionRevokeReason,
): Promise<boolean> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes sessions that ended (revoked, or past their absolute end) more than `days` ago, with their
 * refresh tokens (housekeeping, decision 032). A token of a deleted session is unknown, which the
 * refresh refuses like a revoked one; its ID tokens ran out long before.
 */
export async function pruneEndedSessions(db: Db, days: number): Promise<number> {
  const cutoff = sql<Date>`now() - make_interval(days => ${days})`;
  const result = await db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
