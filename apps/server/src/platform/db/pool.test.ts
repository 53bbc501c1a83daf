// A request that cannot get a database connection fails fast with 503; it never hangs.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ poolMax: 1, env: { DB_CONNECT_TIMEOUT_MS: '300' } });
});
afterAll(() => server.close());

it('answers 503 with a clear message while the pool is exhausted, and recovers', async () => {
  const { token } = await server.signIn();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  // hold the only connection of the pool
  const holding = server.db.connection().execute(async (conn) => {
    await sql`select 1`.execute(conn);
    await held;
  });
  await new Promise((r) => setTimeout(r, 50));
  const res = await api(server, '/api/get-portal-settings', { token });
  expect(res.status).toBe(503);
  expect(res.json.error).toMatch(/busy|unreachable/i);
  const ready = await api(server, '/readyz');
  expect(ready.status).toBe(503);
  release();
  await holding;
  expect((await api(server, '/api/get-portal-settings', { token })).status).toBe(200);
});
