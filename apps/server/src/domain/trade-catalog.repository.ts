// The trade catalog's codes in the catalog's order: what a vendor picks its trades from, and what a
// round's trade filter offers.
import type { Db } from '../platform/db/database.ts';

export async function tradeCatalogCodes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('trade_catalog')
    .select('code')
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((r) => r.code);
}
