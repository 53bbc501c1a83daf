// Whether a user's roles grant a permission: what a call's contract may require (platform/http/
// route-call.ts checks it before the body is validated) and what user administration asks too.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Whether the user holds a role of their vendor granting `permission`. */
export async function hasPermission(
  db: Db,
  vendorId: number,
  userId: number,
  permission: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('ur.vendor_id', '=', vendorId)
    .where(sql<boolean>`${permission} = any(r.permissions)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
