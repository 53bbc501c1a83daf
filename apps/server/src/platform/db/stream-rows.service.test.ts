// streamRows against real PostgreSQL: the rows of a plain query in order and in batches, exactly as
// execute() answers them; a failing query, or a caller that throws, rejects and gives the connection
// back; a caller still taking a batch is never handed the next one at the same time.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { poolOf, type Db } from './database.ts';
import { streamRows } from './stream-rows.ts';

let testDb: TestDb;
beforeAll(async () => {
  // no testDb, so no background work (upload sweep, housekeeping) holds a pool connection while a
  // test counts them
  testDb = await openTestDb({ poolMax: 10 });
});
afterAll(() => testDb.close());

/** n, its square root (float8), a text and a flag, for n = 1..count; 1 / (n - failAt) fails at failAt */
const numbers = (db: Db, count: number, failAt = 0) =>
  db
    .selectFrom(sql<{ n: number }>`generate_series(1, ${count})`.as('n'))
    .select([
      sql<number>`n`.as('n'),
      sql<number>`sqrt(n)::float8`.as('root'),
      sql<string>`'row "' || n || '"'`.as('label'),
      sql<boolean>`n % 2 = 0`.as('even'),
      sql<number>`1 / (n - ${failAt})`.as('check'),
    ])
    .orderBy(sql`n`);

const checkedOut = () => {
  const pool = poolOf(testDb.db);
  return pool.totalCount - pool.idleCount;
};

describe('streamRows', () => {
  it('hands over the rows in order, in batches, as execute() answers them', async () => {
    const query = numbers(testDb.db, 2500, -1);
    const batches: number[] = [];
    const rows: unknown[] = [];
    await streamRows(testDb.db, query, 1000, (batch) => {
      batches.push(batch.length);
      rows.push(...batch);
    });
    expect(batches).toEqual([1000, 1000, 500]);
    expect(rows).toEqual(await query.execute());
    expect(checkedOut()).toBe(0);
  });

  it('hands over nothing when there are no rows', async () => {
    let calls = 0;
    await streamRows(testDb.db, numbers(testDb.db, 0, -1), 10, () => {
      calls++;
    });
    expect(calls).toBe(0);
  });

  it('never hands over a batch while the caller is still taking the last one', async () => {
    let taking = 0;
    let most = 0;
    let total = 0;
    await streamRows(testDb.db, numbers(testDb.db, 5000, -1), 100, async (batch) => {
      taking++;
      most = Math.max(most, taking);
      await new Promise((resolve) => setTimeout(resolve, 2));
      total += batch.length;
      taking--;
    });
    expect(most).toBe(1);
    expect(total).toBe(5000);
  });

  it('rejects with the query error, after the rows before it, and gives the connection back', async () => {
    const seen: number[] = [];
    await expect(
      streamRows(testDb.db, numbers(testDb.db, 5000, 3000), 100, (batch) => {
        seen.push(...batch.map((r) => r.n));
      }),
    ).rejects.toThrow(/division by zero/);
    expect(seen.length).toBeLessThan(3000);
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i + 1));
    expect(checkedOut()).toBe(0);
    // the pool still works
    expect(await numbers(testDb.db, 3, -1).execute()).toHaveLength(3);
  });

  it('rejects with the caller error, drops the other rows and gives the connection back', async () => {
    let calls = 0;
    await expect(
      streamRows(testDb.db, numbers(testDb.db, 5000, -1), 100, () => {
        calls++;
        if (calls === 2) throw new Error('the client went away');
      }),
    ).rejects.toThrow('the client went away');
    expect(calls).toBe(2);
    expect(checkedOut()).toBe(0);
    expect(await numbers(testDb.db, 3, -1).execute()).toHaveLength(3);
  });
});
