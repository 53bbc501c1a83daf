// The client's own limit on every query (issue 14, decision 035). PostgreSQL's statement_timeout is
// enforced by the server, which a frozen or unreachable server never sends: queries on connections
// the pool already held then waited for ever. pg's own `query_timeout` cannot be used: it turns a
// streamed query (stream-rows.ts) into one that gathers every row in memory and reports its errors
// nowhere. So Kysely gets the pool through this adapter: a query not answered within the limit fails
// with QueryTimeoutError (a 503, unavailable.ts), and its connection, still waiting for the answer,
// is dropped from the pool when released, so that it never serves another request half-way through
// an old one. The streamed reads watch for silence themselves (stream-rows.ts).
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { processIdOf } from './pg-internals.ts';
import { isStalePlan, type StatementNames } from './prepared-statements.ts';

export class QueryTimeoutError extends Error {
  constructor(timeoutMs: number) {
    // the words unavailable.ts recognises, as pg's own query_timeout says them
    super(`Query read timeout: the database did not answer within ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}

type Lease = { client: PostgresPoolClient; renew(): void };

/**
 * `pool` for Kysely, each query limited to `timeoutMs`, and run as a named statement when `names` is
 * given (prepared-statements.ts).
 */
export function withQueryTimeouts(pool: pg.Pool, timeoutMs: number, names?: StatementNames): PostgresPool {
  // one wrapper per pooled connection: Kysely keeps its state per client object
  const leases = new WeakMap<pg.PoolClient, Lease>();
  const run = async (client: pg.PoolClient, text: string, values: unknown[] | undefined) => {
    if (!names) return client.query(text, values);
    try {
      return await client.query(names.config(text, values));
    } catch (error) {
      // planned before a migration changed its columns: parsed again under a new name, once
      if (!isStalePlan(error)) throw error;
      names.renew(text);
      return client.query(names.config(text, values));
    }
  };

  const wrap = (client: pg.PoolClient): Lease => {
    let broken = false;
    const wrapped = {
      // Kysely reads it to cancel a query (an undocumented member of pg's Client)
      get processID() {
        return processIdOf(client);
      },
      query(text: unknown, parameters?: readonly unknown[]) {
        // a cursor (Kysely's streaming, unused here) goes through as it is
        if (typeof text !== 'string') return client.query(text as pg.Submittable) as never;
        if (broken) return Promise.reject(new QueryTimeoutError(timeoutMs));
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            broken = true;
            reject(new QueryTimeoutError(timeoutMs));
          }, timeoutMs);
          run(client, text, parameters as unknown[] | undefined).then(
            (result) => {
              clearTimeout(timer);
              resolve(result);
            },
            (err: unknown) => {
              clearTimeout(timer);
              reject(err as Error);
            },
          );
        });
      },
      release(destroy?: boolean) {
        client.release(broken || destroy ? true : undefined);
      },
    };
    return {
      client: wrapped as unknown as PostgresPoolClient,
      renew: () => {
        broken = false;
      },
    };
  };

  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let lease = leases.get(client);
      if (!lease) {
        lease = wrap(client);
        leases.set(client, lease);
      }
      lease.renew();
      return lease.client;
    },
    end: () => pool.end(),
  };
}
