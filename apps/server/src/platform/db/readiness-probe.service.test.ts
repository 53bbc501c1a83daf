// /readyz's database check on a connection of its own (readiness-probe.ts): a pool whose every
// connection is busy is still a reachable database; a database that cannot be reached is not; the
// probe's connection ends with the pool.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createDb, isDatabaseReachable, poolOf } from './database.ts';

// one connection, so that one held query makes the pool busy; requests wait at most 300 ms for it
const test = testDbForFile({ poolMax: 1, poolWaitMs: 300, connectTimeoutMs: 300 });

const probeConnections = async () => {
  const rows = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where application_name = 'vendor-portal readiness' and datname = current_database()`.execute(
    createDbOnce(),
  );
  return rows.rows[0]!.n;
};

// a second handle to look at pg_stat_activity while the test's own pool is busy
let watcher: ReturnType<typeof createDb> | undefined;
const createDbOnce = () =>
  (watcher ??= createDb({ url: test.url, poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 5000 }));

describe('the readiness probe', () => {
  it('answers ready while every pool connection is busy (a busy server is ready)', async () => {
    const busy = poolOf(test.db).query('select pg_sleep(3)');
    try {
      // the pool is full: a request's query waits its 300 ms and fails
      await expect(sql`select 1`.execute(test.db)).rejects.toThrow(/timeout/i);
      // the probe does not wait behind it
      expect(await isDatabaseReachable(test.db)).toBe(true);
      expect(await probeConnections()).toBe(1);
      // the next check uses the same connection
      expect(await isDatabaseReachable(test.db)).toBe(true);
      expect(await probeConnections()).toBe(1);
    } finally {
      await busy;
    }
  });

  it('answers not ready when the database cannot be reached, and ends its connection with the pool', async () => {
    const url = new URL(test.url);
    url.port = '1'; // nothing listens there
    const unreachable = createDb({
      url: url.toString(),
      poolMax: 1,
      connectTimeoutMs: 500,
      statementTimeoutMs: 1000,
    });
    expect(await isDatabaseReachable(unreachable)).toBe(false);
    await unreachable.destroy();

    const other = createDb({ url: test.url, poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 5000 });
    await sql`select 1`.execute(other); // Kysely opens (and so ends) a pool it has used
    expect(await isDatabaseReachable(other)).toBe(true);
    expect(await probeConnections()).toBe(2);
    await other.destroy();
    await expect.poll(probeConnections).toBe(1);
    expect(await isDatabaseReachable(other)).toBe(false);
    await watcher?.destroy();
  });
});
