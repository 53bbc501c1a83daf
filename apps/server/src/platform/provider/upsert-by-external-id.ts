// The write rule of a provider resource kept in one row (decision 050), in one place: without If-Match,
// one `insert ... on conflict (external_id) do update` statement, so that concurrent PUTs of one
// external id make one row, each write its own version; with If-Match, an update of that version only,
// and no row (stale, or no such resource) is 412. `xmax = 0` tells a row the insert made from one
// the conflict updated. A table with another unique value (a client code, a store number, a PO number)
// also needs `retryOnceOnRace` around the write's transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { preconditionFailed } from './etag.ts';

/** The fed tables whose rows a provider PUT writes whole. */
export type UpsertTable = 'clients' | 'locations' | 'order_hours' | 'compliance_requirements';

export type Upserted = { id: number; version: number; created: boolean };

/** `values`: the row's columns by their names (undefined ones are left as they are). */
export async function upsertByExternalId(
  tx: Db,
  table: UpsertTable,
  externalId: string,
  values: Record<string, unknown>,
  expectedVersion: number | undefined,
): Promise<Upserted> {
  const columns = Object.entries(values).filter(([, value]) => value !== undefined);
  const set = sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  if (expectedVersion === undefined) {
    const { rows } = await sql<Upserted>`
      insert into ${sql.table(table)} (${sql.join(columns.map(([column]) => sql.ref(column)))}, external_id)
      values (${sql.join(columns.map(([, value]) => value))}, ${externalId})
      on conflict (external_id) do update
        set ${set}, version = ${sql.table(table)}.version + 1, updated_at = now()
      returning id, version, xmax = 0 as created
    `.execute(tx);
    return rows[0]!;
  }
  const { rows } = await sql<{ id: number; version: number }>`
    update ${sql.table(table)}
       set ${set}, version = version + 1, updated_at = now()
     where external_id = ${externalId} and version = ${expectedVersion}
     returning id, version
  `.execute(tx);
  if (!rows[0]) throw preconditionFailed();
  return { ...rows[0], created: false };
}

/**
 * Runs an upsert on its external id once more when it failed as a clash on another unique value (the
 * AppError's `reason`). Two first upserts of one external id at the same moment can meet on that other
 * unique index (a PO number, a client code, a store number) before the external id's `on conflict`
 * sees the other's row: PostgreSQL handles only the conflict target's index speculatively. Once the
 * other has committed, the second try finds the row and updates it; a real clash with another
 * resource fails again and is answered.
 */
export async function retryOnceOnRace<T>(reason: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && error.reason === reason) return write();
    throw error;
  }
}
