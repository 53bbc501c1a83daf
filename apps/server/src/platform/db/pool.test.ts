// A request that cannot get a database connection fails with 503; it never hangs. A busy pool is
// waited for (DB_POOL_WAIT_MS), an unreachable database is not (DB_CONNECT_TIMEOUT_MS; decision 072).
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createDb } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { portalSettingsCall } from '@vp/contracts';

/** Holds the pool's only connection until the returned function is called. */
function holdOnlyConnection(server: TestServer) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const holding = server.db.connection().execute(async (conn) => {
    await sql`select 1`.execute(conn);
    await held;
  });
  return async () => {
    release();
    await holding;
  };
}

describe('a pool whose connections are all busy', () => {
  const server = testServerForFile({
    poolMax: 1,
    env: { DB_CONNECT_TIMEOUT_MS: '300', DB_POOL_WAIT_MS: '300' },
  });

  it('answers 503 with a clear message past the wait, and recovers', async () => {
    const { token } = await server.signIn();
    const release = holdOnlyConnection(server);
    await new Promise((r) => setTimeout(r, 50));
    const res = await server.call(portalSettingsCall, {}, { as: { token } });
    expect(res.status).toBe(503);
    expect(res.json.error).toMatch(/busy|unreachable/i);
    // a busy pool is load, not an unready server: /readyz checks on a connection of its own
    // (readiness-probe.ts), so a load balancer keeps a busy replica rather than taking all of them out
    const ready = await api(server, '/readyz');
    expect(ready.status, ready.text).toBe(200);
    await release();
    expect((await server.call(portalSettingsCall, {}, { as: { token } })).status).toBe(200);
  });
});

describe('a pool wait longer than the connect timeout', () => {
  const server = testServerForFile({
    poolMax: 1,
    env: { DB_CONNECT_TIMEOUT_MS: '300', DB_POOL_WAIT_MS: '20000' },
  });

  it('lets a call wait for a busy connection past the connect timeout (was a 503 at 300 ms)', async () => {
    const { token } = await server.signIn();
    const release = holdOnlyConnection(server);
    await new Promise((r) => setTimeout(r, 50));
    const waiting = server.call(portalSettingsCall, {}, { as: { token } });
    // well past the connect timeout, then the connection comes free
    await new Promise((r) => setTimeout(r, 1200));
    await release();
    expect((await waiting).status).toBe(200);
  });
});

describe('an unreachable database', () => {
  // a listener that takes connections and never says a word: a database host that hangs
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('fails within the connect timeout, however long the pool wait is', async () => {
    const port = (silent.address() as { port: number }).port;
    const db = createDb({
      url: `postgres://nobody@127.0.0.1:${port}/none`,
      poolMax: 2,
      connectTimeoutMs: 300,
      poolWaitMs: 20_000,
      statementTimeoutMs: 5000,
    });
    const failure = await sql`select 1`.execute(db).then(
      () => null,
      (err: unknown) => err,
    );
    await db.destroy();
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    // the client's connect timeout ended it, not the pool's wait ('timeout exceeded when trying to connect')
    expect((failure as Error).message).toMatch(/timeout expired/);
  });
});
