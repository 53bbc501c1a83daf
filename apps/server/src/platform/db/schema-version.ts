// Whether this code may serve on the database's schema (issue 42 point 4, decision 120). A server that
// does not migrate at start (MIGRATE_ON_START=false, the default in production on a DATABASE_URL) runs
// on the schema that `npm run migrate` made, and refuses to serve when
// - the schema is behind: a migration of this code is not applied (run `npm run migrate`);
// - the schema is too far ahead: a contract migration (schema_compatibility.oldest_code) dropped what
//   this code still uses (finish the rollout with the newer image);
// - the schema went another way: it holds a migration this code never had that is older than this
//   code's last one (a database of another branch).
// A schema ahead by expand migrations only is served: that is the old server during a rollout.
import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import { migrations as codeMigrations } from './migrations/index.ts';

export type SchemaState =
  | { ok: true; status: 'current' }
  | { ok: true; status: 'ahead'; unknown: string[] }
  | { ok: false; status: 'behind'; pending: string[] }
  | { ok: false; status: 'too-far-ahead'; unknown: string[]; oldestCode: string }
  | { ok: false; status: 'diverged'; unknown: string[] };

/** The comparison itself: this code's migrations, the database's applied ones and its oldest_code. */
export function compareSchema(
  known: readonly string[],
  applied: readonly string[],
  oldestCode: string,
): SchemaState {
  const appliedSet = new Set(applied);
  const knownSet = new Set(known);
  const pending = known.filter((m) => !appliedSet.has(m));
  if (pending.length > 0) return { ok: false, status: 'behind', pending };
  const unknown = applied.filter((m) => !knownSet.has(m)).sort();
  if (unknown.length === 0) return { ok: true, status: 'current' };
  const last = [...known].sort().at(-1) ?? '';
  if (unknown[0]! < last) return { ok: false, status: 'diverged', unknown };
  if (oldestCode !== '' && !knownSet.has(oldestCode))
    return { ok: false, status: 'too-far-ahead', unknown, oldestCode };
  return { ok: true, status: 'ahead', unknown };
}

/** One line for the log and /readyz. */
export function describeSchema(state: SchemaState): string {
  switch (state.status) {
    case 'current':
      return 'schema current';
    case 'ahead':
      return `schema ahead by ${state.unknown.length} expand migration(s) this server does not know (${state.unknown.join(', ')}); served, as during a rollout`;
    case 'behind':
      return `schema behind this server: ${state.pending.length} migration(s) not applied (${state.pending.join(', ')}); run npm run migrate`;
    case 'too-far-ahead':
      return `schema too far ahead: it needs a server that knows migration ${state.oldestCode} (a contract step dropped what this server uses); run the newer release`;
    case 'diverged':
      return `schema holds migration(s) this server never had, older than its own last one (${state.unknown.join(', ')}): a database of another version line`;
  }
}

/** Whether a table exists yet (an empty or older database), asked first so PostgreSQL logs no error. */
async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{
    present: boolean;
  }>`select to_regclass(${`public.${table}`}) is not null as present`.execute(db);
  return rows[0]?.present === true;
}

/** The applied migrations' names ([] on an empty database). */
async function appliedMigrations(db: Db): Promise<string[]> {
  if (!(await tableExists(db, 'kysely_migration'))) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

async function oldestCode(db: Db): Promise<string> {
  if (!(await tableExists(db, 'schema_compatibility'))) return '';
  const { rows } = await sql<{ oldest_code: string }>`select oldest_code from schema_compatibility`.execute(
    db,
  );
  return rows[0]?.oldest_code ?? '';
}

export async function checkSchema(
  db: Db,
  known: readonly string[] = Object.keys(codeMigrations),
): Promise<SchemaState> {
  return compareSchema(known, await appliedMigrations(db), await oldestCode(db));
}

/**
 * For a contract migration's `up`: servers whose code does not know `migration` (the first one whose code
 * no longer uses what this step drops) refuse to serve from now on.
 */
export async function setOldestCode(db: Kysely<unknown>, migration: string): Promise<void> {
  await sql`update schema_compatibility set oldest_code = ${migration}`.execute(db);
}
