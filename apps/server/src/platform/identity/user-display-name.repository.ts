// The name a user's notes and uploads are signed with ("inputBy"), shared by every feature that
// records who wrote something.
import type { Db } from '../db/database.ts';

/** "First Last", else the e-mail; null when the user is gone. */
export async function findUserDisplayName(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const name = `${row.first_name} ${row.last_name}`.trim();
  return name || row.email;
}
