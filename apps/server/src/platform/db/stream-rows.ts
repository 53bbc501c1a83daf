// A query's rows handed over in batches as PostgreSQL sends them, on one pooled connection, with no
// cursor (decision 030). Kysely reads a whole result before answering, and its streaming goes through
// a cursor, whose portal PostgreSQL runs without parallel workers and fetches in round trips; here
// the query runs once, as a plain query does (same plan), while the caller already works on the
// first rows. The rows are the driver's objects, exactly as `execute()` would answer them.
import pg from 'pg';
import type { Compilable } from 'kysely';
import { poolOf, queryTimeoutOf, type Db } from './database.ts';
import { socketOf } from './pg-internals.ts';
import { QueryTimeoutError } from './query-timeout.ts';

/**
 * Runs `query` and calls `onBatch` with its rows, in order, `batchRows` at a time (the last batch may
 * be shorter; none when there are no rows). While a batch's promise
 * is pending, the connection's socket is paused, so a caller that waits (a full answer stream) slows
 * PostgreSQL down instead of filling memory. Rejects with the query's error; rows already handed over
 * stay handed over. If `onBatch` throws, the remaining rows are read and dropped (PostgreSQL cannot be
 * stopped mid-result without cancelling the connection's work), and the call rejects with that error
 * once the connection is back in the pool. A database that sends nothing for the handle's query
 * timeout while rows are awaited (not while the caller holds them) fails the call with
 * QueryTimeoutError, and the connection is dropped (issue 14).
 */
export async function streamRows<Row>(
  db: Db,
  query: Compilable<Row>,
  batchRows: number,
  onBatch: (rows: Row[]) => Promise<void> | void,
): Promise<void> {
  const { sql, parameters } = query.compile();
  const client = await poolOf(db).connect();
  // without the driver's socket (an upgrade moved it: pg-internals.service.test.ts), no pausing
  const socket = socketOf(client);
  let failure: unknown = null;
  let broken = false;
  const silenceMs = queryTimeoutOf(db);
  let silence: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      // The silence watch: on while rows are awaited, off while the caller holds a batch (the socket
      // is paused then, by us). One timer, not one per row: a row only notes the time.
      let watching = false;
      let lastSign = Date.now();
      const check = () => {
        silence = undefined;
        if (!watching) return;
        const quiet = Date.now() - lastSign;
        if (quiet < silenceMs) {
          silence = setTimeout(check, silenceMs - quiet);
          return;
        }
        broken = true;
        reject(new QueryTimeoutError(silenceMs));
      };
      const watch = () => {
        watching = true;
        lastSign = Date.now();
        silence ??= setTimeout(check, silenceMs);
      };
      const unwatch = () => {
        watching = false;
      };
      let batch: Row[] = [];
      let pending: Promise<void> = Promise.resolve();
      const hand = (rows: Row[]) => {
        pending = pending.then(async () => {
          if (failure) return;
          try {
            await onBatch(rows);
          } catch (err) {
            failure = err;
          }
        });
        // the socket is read again once the last batch handed over is taken (not an earlier one)
        if (socket) {
          socket.pause();
          unwatch();
          const taking = pending;
          void taking.then(() => {
            if (pending !== taking || broken) return;
            socket.resume();
            watch();
          });
        }
      };
      const running = client.query(new pg.Query(sql, parameters as unknown[]));
      watch();
      running.on('row', (row: Row) => {
        lastSign = Date.now();
        if (failure) return;
        batch.push(row);
        if (batch.length >= batchRows) {
          hand(batch);
          batch = [];
        }
      });
      running.on('error', (err: Error) => {
        unwatch();
        broken = true;
        void pending.then(() => reject(err));
      });
      running.on('end', () => {
        unwatch();
        if (batch.length > 0) hand(batch);
        void pending.then(() => (failure ? reject(failure as Error) : resolve()));
      });
    });
  } finally {
    clearTimeout(silence);
    client.release(broken ? true : undefined);
  }
}
