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
  | 'ended_by_user'
  /** the company disabled the user through the provider API (decision 053) */
  | 'account_disabled'
  /** the company made the user's vendor inactive (decision 053) */
  | 'vendor_inactive';

export async function revokeUserSessions(db: Db, userId: number, reason: SessionRevokeReason): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every open session of the vendor's users (the company made the vendor inactive, decision 053). */
export async function revokeVendorSessions(db: Db, vendorId: number): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'vendor_inactive' })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.vendor_id', '=', vendorId),
    )
    .execute();
}
