// The users table as sign-in and the password flows see it: claimed users only. E-mails compare
// lower-cased (the unique index is on lower(email)).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export function findUserByEmail(db: Db, email: string) {
  return (
    db
      .selectFrom('users')
      .select([
        'id',
        'vendor_id as vendorId',
        'email',
        'first_name as firstName',
        'status',
        'password_state as passwordState',
        'srp_salt as salt',
        'srp_verifier as verifier',
      ])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      // an unclaimed row (another vendor added the address, decision 036) never signs in
      .where('unclaimed', '=', false)
      .executeTakeFirst()
  );
}

export type AuthUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Stores a new salt and verifier; with `previousVerifier`, only if nobody changed it meanwhile. */
export async function storePassword(
  db: Db,
  userId: number,
  secret: { salt: string; verifier: string },
  previousVerifier?: string,
): Promise<boolean> {
  let update = db
    .updateTable('users')
    .set({ srp_salt: secret.salt, srp_verifier: secret.verifier, password_state: 'ok' })
    .where('id', '=', userId);
  if (previousVerifier !== undefined) update = update.where('srp_verifier', '=', previousVerifier);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
