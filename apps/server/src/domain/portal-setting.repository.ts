// One portal setting read on its own (the company's name in an e-mail, IT's history window, the ACH
// message): its stored value, null when none is stored, so that each reader keeps its own default.
import type { Db } from '../platform/db/database.ts';

export async function readPortalSetting(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}
