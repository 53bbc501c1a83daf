// The Kysely handle over a pg pool. Explicit timeouts: a new connection that is not made within
// connectTimeoutMs fails (and becomes a 503: the database is unreachable), and a request that finds
// every connection busy waits for one at most poolWaitMs (then 503), instead of waiting forever; no
// statement runs past statementTimeoutMs; and no query waits past queryTimeoutMs for a database that
// has stopped answering altogether (a frozen server sends no statement-timeout error; issue 14).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { timePoolWaits, type PoolStats } from './pool-waits.ts';
import { statementNames } from './prepared-statements.ts';
import { withQueryTimeouts } from './query-timeout.ts';
import { readinessProbe, type ReadinessProbe } from './readiness-probe.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  /**
   * how long a request waits for a busy pool's next free connection (default: connectTimeoutMs). A
   * busy pool is load that can wait, an unreachable database is not: under overload, calls used to
   * answer 503 after the 3 s meant for the second (decision 072).
   */
  poolWaitMs?: number;
  statementTimeoutMs: number;
  /** the client's limit per query (query-timeout.ts); default: the statement timeout + 2 s */
  queryTimeoutMs?: number;
  /**
   * Kysely's queries as named statements, parsed and planned once per connection (default true;
   * prepared-statements.ts, decision 075). Off for a connection pooler that does not keep them (a
   * PgBouncer older than 1.21 in transaction mode).
   */
  preparedStatements?: boolean;
};

// numeric and bigint come back as strings by default; counts (bigint) are safe as numbers here,
// money (numeric) stays a string so that no floating point ever touches it.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// a `date` is a calendar day: kept as its 'YYYY-MM-DD' text, as its generated type says (decision 042),
// rather than a Date at local midnight that a time zone can move to the day before
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createDb(options: DbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    // pg-pool's one setting bounds both the wait for a free connection and the making of a new one;
    // the client below has its own, shorter limit on the second
    connectionTimeoutMillis: Math.max(options.poolWaitMs ?? 0, options.connectTimeoutMs),
    Client: clientConnectingWithin(options.connectTimeoutMs),
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    idleTimeoutMillis: 30_000,
    application_name: 'vendor-portal',
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  // the same for a client checked out by the job runner (its LISTEN connection is held for good): the
  // error reaches the query that was running, and graphile-worker reconnects (decision 048)
  pool.on('connect', (client) => client.on('error', () => undefined));
  poolStats.set(pool, timePoolWaits(pool));
  // /readyz's connection of its own (it connects at the first check), ended with the pool
  const probe = readinessProbe({ connectionString: options.url }, READINESS_TIMEOUT_MS);
  const endPool = pool.end.bind(pool);
  pool.end = (() => probe.close().then(() => endPool())) as typeof pool.end;
  const queryTimeoutMs = options.queryTimeoutMs ?? options.statementTimeoutMs + 2000;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: withQueryTimeouts(
        pool,
        queryTimeoutMs,
        options.preparedStatements === false ? undefined : statementNames(),
      ),
    }),
  });
  pools.set(db, pool);
  probes.set(db, probe);
  queryTimeouts.set(db, queryTimeoutMs);
  return db;
}

/** pg's client, whose connecting fails past `timeoutMs` whatever the pool's wait is (pg-internals.ts). */
function clientConnectingWithin(timeoutMs: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(typeof config === 'string' ? config : { ...config, connectionTimeoutMillis: timeoutMs });
    }
  };
}

// The pool under each handle, for the few reads that need a driver feature Kysely does not offer
// (stream-rows.ts: rows as they arrive, without a cursor).
const pools = new WeakMap<Db, pg.Pool>();
const queryTimeouts = new WeakMap<Db, number>();
const probes = new WeakMap<Db, ReadinessProbe>();
// a load balancer wants an answer within seconds, and a frozen database must not hold the probe for
// the query timeout
const READINESS_TIMEOUT_MS = 2000;
const poolStats = new WeakMap<pg.Pool, () => PoolStats>();

/** The handle's limit on a query's silence (query-timeout.ts; stream-rows.ts watches with it). */
export const queryTimeoutOf = (db: Db): number => queryTimeouts.get(db) ?? 17_000;

export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool)
    throw new Error('this database handle was not made by createDb (a transaction has no pool of its own)');
  return pool;
}

/** The pool's gauges and its waits for a connection (GET /metrics). */
export function poolStatsOf(db: Db): PoolStats {
  return poolStats.get(poolOf(db))!();
}

/**
 * Whether the database answers `select 1` within 2 s on /readyz's own connection, not one of the
 * request pool's (readiness-probe.ts: a busy pool is not an unready server).
 */
export function isDatabaseReachable(db: Db): Promise<boolean> {
  return probes.get(db)?.check() ?? Promise.resolve(false);
}
