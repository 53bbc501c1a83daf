// Ending every session of a user (password changed or reset, account disabled): shared by sign-in,
// user administration and the admin CLI.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type SessionRevokeReason =
  | 'logout'
  | 'token_reuse'
  | 'password_changed'
  | 'password_reset'
  /** the user signed out of their other sessions (My account) */
  | 'ended_by_user';

export async function revokeUserSessions(db: Db, userId: number, reason: SessionRevokeReason): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
