// The Kysely handle over a pg pool. Explicit timeouts: a request that cannot get a connection within
// connectTimeoutMs fails (and becomes a 503) instead of waiting forever; no statement runs past
// statementTimeoutMs.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
};

// numeric and bigint come back as strings by default; counts (bigint) are safe as numbers here,
// money (numeric) stays a string so that no floating point ever touches it.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(options: DbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    idleTimeoutMillis: 30_000,
    application_name: 'vendor-portal',
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

// The pool under each handle, for the few reads that need a driver feature Kysely does not offer
// (stream-rows.ts: rows as they arrive, without a cursor).
const pools = new WeakMap<Db, pg.Pool>();

export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool)
    throw new Error('this database handle was not made by createDb (a transaction has no pool of its own)');
  return pool;
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
