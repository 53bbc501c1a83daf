import type { Db } from '../../platform/db/database.ts';

export function listStatusOrders(db: Db) {
  return db
    .selectFrom('order_statuses')
    .select(['code', 'description', 'sort_order as sortOrder'])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export function listSecurityKeys(db: Db) {
  return db.selectFrom('security_keys').select(['name', 'value']).orderBy('name').execute();
}
