// The staff accounts' queries that the sign-in and account services share.
import type { Db } from '../../platform/db/database.ts';

/** A staff member's e-mail (undefined: no such account). */
export function staffEmailOf(db: Db, staffId: number) {
  return db.selectFrom('staff_accounts').select('email').where('id', '=', staffId).executeTakeFirst();
}
