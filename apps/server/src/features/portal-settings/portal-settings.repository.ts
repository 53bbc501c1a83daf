// The SQL of the portal settings (decisions 005, 054): the key/value rows the start-up calls read and
// the settings' one version row (migration 0025) their writes move.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export function readSettingsVersion(db: Db) {
  return db
    .selectFrom('portal_settings_version')
    .select(['version', 'updated_at as updatedAt'])
    .executeTakeFirstOrThrow();
}

/** The settings' version, locked until the transaction ends. */
export function lockSettingsVersion(db: Db) {
  return db
    .selectFrom('portal_settings_version')
    .select(['version', 'updated_at as updatedAt'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function bumpSettingsVersion(db: Db): Promise<void> {
  await db
    .updateTable('portal_settings_version')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .execute();
}

export async function writeSettings(db: Db, rows: { key: string; value: string }[]): Promise<void> {
  await db
    .insertInto('portal_settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

/** The stored values of `keys` (a key without a row falls back to its default). */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('portal_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}
