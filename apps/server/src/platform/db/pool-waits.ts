// How long each query waited for a pool connection (one free, or a new one made), as a histogram for
// GET /metrics beside the pool's gauges: with every connection busy, requests queue here, in this
// process, before the database sees them, and only this figure shows that queue.
import type pg from 'pg';
import { createLatencyHistogram, type HistogramSnapshot } from '../process/latency-histogram.ts';

export type PoolStats = {
  /** connections open now, idle among them, and callers waiting for one */
  open: number;
  idle: number;
  waiting: number;
  waits: HistogramSnapshot;
};

type Connect = pg.Pool['connect'];
type ConnectCallback = Parameters<Extract<Connect, (callback: never) => void>>[0];

/** Times every `pool.connect()`, both forms (pg-pool's own `query` uses the callback one). */
export function timePoolWaits(pool: pg.Pool): () => PoolStats {
  const waits = createLatencyHistogram();
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | void;
  const timed = (callback?: ConnectCallback) => {
    const started = performance.now();
    const done = () => waits.observe(performance.now() - started);
    if (callback)
      return connect((err, client, release) => {
        done();
        callback(err, client, release);
      });
    return (connect() as Promise<pg.PoolClient>).finally(done);
  };
  pool.connect = timed as Connect;
  return () => ({
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    waits: waits.snapshot(),
  });
}
