import type { Db } from '../../platform/db/database.ts';

export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('portal_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

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
