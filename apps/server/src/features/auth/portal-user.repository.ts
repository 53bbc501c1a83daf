// The signed-in user as the portal shows them (the validate call of the start-up).
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
    ])
    .where('users.id', '=', userId)
    .where('users.vendor_id', '=', vendorId)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}
