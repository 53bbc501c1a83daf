// The signed-in user's own account (My account, decision 041): their details and roles, and their
// sessions other than the one asking.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { userRoleNames } from '../../domain/vendor-users/role-names.ts';

export function findMyAccount(db: Db, userId: number, vendorId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('vendors as v', 'v.id', 'u.vendor_id')
    .select(['u.email', 'u.first_name as firstName', 'u.last_name as lastName', 'v.company', userRoleNames()])
    .where('u.id', '=', userId)
    .where('u.vendor_id', '=', vendorId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}

const openSessions = (db: Db, userId: number, exceptSessionId: string) =>
  db
    .selectFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', exceptSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);

export async function countOtherSessions(db: Db, userId: number, sessionId: string): Promise<number> {
  const row = await openSessions(db, userId, sessionId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends the user's open sessions except `sessionId`; answers how many ended. */
export async function endOtherSessions(db: Db, userId: number, sessionId: string): Promise<number> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'ended_by_user' })
    .where('user_id', '=', userId)
    .where('id', '<>', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
