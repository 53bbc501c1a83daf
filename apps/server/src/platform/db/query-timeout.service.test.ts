// The client's own limit on a query (issue 14, decision 035), against real PostgreSQL: a query, or a
// streamed read, that gets no answer within the limit fails with QueryTimeoutError (a 503) and its
// connection leaves the pool; the next query works; a caller that holds a batch longer than the limit
// is not mistaken for a silent database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { createDb, poolOf, type Db } from './database.ts';
import { QueryTimeoutError } from './query-timeout.ts';
import { streamRows } from './stream-rows.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDb();
  // the same database, through a handle with a short limit
  db = createDb({
    url: testDb.url,
    poolMax: 2,
    connectTimeoutMs: 3000,
    statementTimeoutMs: 20_000,
    queryTimeoutMs: 400,
  });
});
afterAll(async () => {
  await db.destroy();
  await testDb.close();
});

/** Rows 1..3, the database silent for `pauseSeconds` before row 2. */
const slowRows = (pauseSeconds: number) =>
  db
    .selectFrom(sql<{ n: number }>`generate_series(1, 3)`.as('n'))
    .select([
      sql<number>`n`.as('n'),
      sql`pg_sleep(case when n = 2 then ${pauseSeconds} else 0 end)`.as('slept'),
    ])
    .orderBy(sql`n`);

describe('the client-side query limit', () => {
  it('fails a query the database does not answer in time, drops its connection, and the next query works', async () => {
    const err = await sql`select pg_sleep(2)`.execute(db).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QueryTimeoutError);
    expect(isDatabaseUnavailable(err)).toBe(true);
    // the connection still waiting for the sleep is not handed to anyone
    expect(poolOf(db).totalCount).toBe(0);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('lets a query through that answers within the limit', async () => {
    expect((await sql<{ n: number }>`select 7 as n from pg_sleep(0.1)`.execute(db)).rows).toEqual([{ n: 7 }]);
  });

  it('fails a streamed read when the database goes silent between rows', async () => {
    const seen: number[] = [];
    const err = await streamRows(db, slowRows(2), 1, (rows) => {
      seen.push(...rows.map((r) => r.n));
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QueryTimeoutError);
    // (PostgreSQL may hold row 1 in its send buffer until more follows: none, or only it, came)
    expect([[], [1]]).toContainEqual(seen);
    expect(poolOf(db).totalCount - poolOf(db).idleCount).toBe(0);
  });

  it('does not count the time a caller holds a batch as silence', async () => {
    const seen: number[] = [];
    await streamRows(db, slowRows(0), 1, async (rows) => {
      seen.push(...rows.map((r) => r.n));
      await new Promise((resolve) => setTimeout(resolve, 700)); // longer than the limit
    });
    expect(seen).toEqual([1, 2, 3]);
  });
});
