// The signed-in user as the portal shows them (the validate call of the start-up).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export function findPortalUser(db: Db, userId: number, vendorId: number) {
  return db
    .selectFrom('users')
    .innerJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select([
      'users.id as userId',
      'users.vendor_id as vendorId',
      'vendors.vendor_num as vendorNum',
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'vendors.company',
      // what the user's roles grant, for the web app's menu (the server checks each call itself)
      sql<string[]>`coalesce(
        (select array_agg(distinct p order by p)
           from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) p
          where ur.user_id = users.id and ur.vendor_id = users.vendor_id),
        '{}')`.as('permissions'),
    ])
    .where('users.id', '=', userId)
    .where('users.vendor_id', '=', vendorId)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}
