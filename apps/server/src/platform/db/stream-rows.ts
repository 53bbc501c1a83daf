// A query's rows handed over in batches as PostgreSQL sends them, on one pooled connection, with no
// cursor (decision 030). Kysely reads a whole result before answering, and its streaming goes through
// a cursor, whose portal PostgreSQL runs without parallel workers and fetches in round trips; here
// the query runs once, as a plain query does (same plan), while the caller already works on the
// first rows. The rows are the driver's objects, exactly as `execute()` would answer them.
import pg from 'pg';
import type { Compilable } from 'kysely';
import { poolOf, type Db } from './database.ts';

/**
 * Runs `query` and calls `onBatch` with its rows, in order, `batchRows` at a time (the last batch may
 * be shorter; none when there are no rows). While a batch's promise
 * is pending, the connection's socket is paused, so a caller that waits (a full answer stream) slows
 * PostgreSQL down instead of filling memory. Rejects with the query's error; rows already handed over
 * stay handed over. If `onBatch` throws, the remaining rows are read and dropped (PostgreSQL cannot be
 * stopped mid-result without cancelling the connection's work), and the call rejects with that error
 * once the connection is back in the pool.
 */
export async function streamRows<Row>(
  db: Db,
  query: Compilable<Row>,
  batchRows: number,
  onBatch: (rows: Row[]) => Promise<void> | void,
): Promise<void> {
  const { sql, parameters } = query.compile();
  const client = await poolOf(db).connect();
  // the driver's connection socket (pg 8's Client.connection.stream); without it, no pausing
  const socket = (client as unknown as { connection?: { stream?: { pause?(): void; resume?(): void } } })
    .connection?.stream;
  let failure: unknown = null;
  let broken = false;
  try {
    await new Promise<void>((resolve, reject) => {
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
        if (socket?.pause && socket.resume) {
          socket.pause();
          const taking = pending;
          void taking.then(() => {
            if (pending === taking) socket.resume!();
          });
        }
      };
      const running = client.query(new pg.Query(sql, parameters as unknown[]));
      running.on('row', (row: Row) => {
        if (failure) return;
        batch.push(row);
        if (batch.length >= batchRows) {
          hand(batch);
          batch = [];
        }
      });
      running.on('error', (err: Error) => {
        broken = true;
        void pending.then(() => reject(err));
      });
      running.on('end', () => {
        if (batch.length > 0) hand(batch);
        void pending.then(() => (failure ? reject(failure as Error) : resolve()));
      });
    });
  } finally {
    client.release(broken ? true : undefined);
  }
}
