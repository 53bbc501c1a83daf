// The e-mailed password tokens: only their SHA-256 is stored; each is single use and expires.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PasswordTokenPurpose } from '../db/schema.ts';

/**
 * Stores a new token of the user and drops the user's older unused ones: the newest link wins. Run in
 * the caller's transaction, with the e-mail that carries the token (decision 048).
 */
export async function replacePasswordToken(
  tx: Db,
  row: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; expiresInMinutes: number },
): Promise<void> {
  await tx
    .deleteFrom('password_tokens')
    .where('user_id', '=', row.userId)
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto('password_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      purpose: row.purpose,
      expires_at: sql<Date>`now() + make_interval(mins => ${row.expiresInMinutes})`,
    })
    .execute();
}

/** The user a usable token (unused, unexpired, of one of these purposes, of this e-mail) belongs to. */
export function findUsablePasswordToken(
  db: Db,
  q: { tokenHash: string; purposes: readonly PasswordTokenPurpose[]; email: string },
) {
  return db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.id', 'password_tokens.user_id')
    .select(['users.id as userId', 'users.email', 'users.status'])
    .where('password_tokens.token_hash', '=', q.tokenHash)
    .where('password_tokens.purpose', 'in', q.purposes)
    .where('password_tokens.used_at', 'is', null)
    .where('password_tokens.expires_at', '>', sql<Date>`now()`)
    .where(sql`lower(users.email)`, '=', q.email.toLowerCase())
    .executeTakeFirst();
}

/** Marks the token used, once: false when another request used it first or it expired meanwhile. */
export async function claimPasswordToken(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Any other unused links of the user stop working once a password is set. */
export async function dropUnusedPasswordTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function readCompanyName(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', 'companyName')
    .executeTakeFirst();
  return row?.value;
}

export async function markPasswordResetRequired(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_state: 'password_reset_required' })
    .where('id', '=', userId)
    .execute();
}
