// /readyz's own connection to the database. The probe used to borrow one of the request pool's
// connections: on a server busy enough that requests queue for the pool, the probe queued behind them,
// missed the load balancer's check timeout, and under overload every replica failed its checks at once,
// so haproxy had no server left and answered 503 itself (stop 51's three-replica runs: 448 to 872 of
// ~2,500 requests). A busy server is ready; a database that does not answer `select 1` on a connection
// of its own within the timeout is not.
import pg from 'pg';
import { withReadTimeout } from './pg-internals.ts';

// a load balancer checks every second or few; a connection unused for this long is ended
const IDLE_MS = 15_000;

export type ReadinessProbe = {
  /** whether the database answers `select 1` within the probe's timeout */
  check(): Promise<boolean>;
  /** ends the probe's connection (with the pool it was made for) */
  close(): Promise<void>;
};

export function readinessProbe(config: pg.ClientConfig, timeoutMs: number): ReadinessProbe {
  let client: Promise<pg.Client> | undefined;
  // checks that arrive together (several load balancers, a retry) share one query
  let inFlight: Promise<boolean> | undefined;
  let closed = false;
  // a connection no check has used for a while ends: a handle whose pool Kysely never opened (so never
  // ends) must not keep its process alive through the probe
  let idle: NodeJS.Timeout | undefined;
  const endWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const current = client;
      client = undefined;
      void current?.then((c) => c.end()).catch(() => undefined);
    }, IDLE_MS);
    idle.unref();
  };

  const connect = (): Promise<pg.Client> => {
    const next = new pg.Client({
      ...config,
      connectionTimeoutMillis: timeoutMs,
      application_name: 'vendor-portal readiness',
    });
    // a connection the database ends between checks must not crash the process: the next check
    // makes a new one
    next.on('error', () => forget(next));
    return next.connect().then(() => next);
  };
  const forget = (which: pg.Client) => {
    void client?.then((current) => {
      if (current === which) client = undefined;
    });
    which.end().catch(() => undefined);
  };

  const run = async (): Promise<boolean> => {
    let connection: pg.Client | undefined;
    try {
      client ??= connect();
      connection = await client;
      await connection.query(withReadTimeout({ text: 'select 1' }, timeoutMs));
      return true;
    } catch {
      client = undefined;
      connection?.end().catch(() => undefined);
      return false;
    }
  };

  return {
    check() {
      if (closed) return Promise.resolve(false);
      inFlight ??= run().finally(() => {
        inFlight = undefined;
        endWhenIdle();
      });
      return inFlight;
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      const current = client;
      client = undefined;
      if (current) await current.then((c) => c.end()).catch(() => undefined);
    },
  };
}
