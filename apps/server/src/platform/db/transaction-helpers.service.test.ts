// The two transaction helpers of the limits, against real PostgreSQL: `lockKeys` takes all its keys in
// one statement and in one order, so that two transactions that name overlapping keys in opposite
// orders wait for each other instead of deadlocking; with `commitWithoutDiskWait` the same statement
// turns off the wait for the disk for that transaction only, and its changes are visible to others
// once it commits.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { lockKeys } from './advisory-locks.ts';
import type { Db } from './database.ts';
import { NO_DISK_WAIT } from './unflushed-commit.ts';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDb({ poolMax: 4 });
  db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
});

/** How many advisory locks this backend holds. */
async function heldLocks(tx: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`.execute(tx);
  return Number(rows[0]!.n);
}

describe('lockKeys', () => {
  it('holds every named key once, duplicates counted once, until the transaction ends', async () => {
    await db.transaction().execute(async (tx) => {
      await lockKeys(tx, ['b', 'a', 'c', 'a']);
      expect(await heldLocks(tx)).toBe(3);
      // the disk wait stays as the server has it unless asked
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(tx);
      expect(rows[0]!.synchronous_commit).toBe('on');
    });
    await expect(db.transaction().execute((tx) => lockKeys(tx, []))).rejects.toThrow(/needs a key/);
    await db.connection().execute(async (conn) => expect(await heldLocks(conn)).toBe(0));
  });

  it('makes a second transaction that names an overlapping key, in another order, wait until the first ends', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHolds!: () => void;
    const firstHolding = new Promise<void>((resolve) => (firstHolds = resolve));

    const first = db.transaction().execute(async (tx) => {
      await lockKeys(tx, ['x', 'y', 'z']);
      order.push('first locked');
      firstHolds();
      await firstMayEnd;
      order.push('first ends');
    });
    await firstHolding;
    const second = db.transaction().execute(async (tx) => {
      // the opposite order, and a key of its own
      await lockKeys(tx, ['z', 'w', 'x']);
      order.push('second locked');
    });
    // the second is waiting on the first's keys: PostgreSQL shows its lock as asked for, not granted
    await vi.waitFor(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
      expect(Number(rows[0]!.n)).toBe(1);
    });
    expect(order).toEqual(['first locked']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first ends', 'second locked']);
  });
});

describe('lockKeys with commitWithoutDiskWait', () => {
  it('locks, and is off inside its transaction only, and the commit is seen by others at once', async () => {
    await db.connection().execute(async (conn) => {
      await sql`create table if not exists unflushed_probe (n int)`.execute(conn);
      await conn.transaction().execute(async (tx) => {
        await lockKeys(tx, ['probe-a', 'probe-b'], { commitWithoutDiskWait: true });
        expect(await heldLocks(tx)).toBe(2);
        const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(tx);
        expect(rows[0]!.synchronous_commit).toBe('off');
        await sql`insert into unflushed_probe values (7)`.execute(tx);
      });
      // the same connection, after the transaction: back to the server's setting
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(conn);
      expect(rows[0]!.synchronous_commit).toBe('on');
    });
    // another connection sees the row as soon as the commit has returned
    await db.connection().execute(async (other) => {
      const { rows } = await sql<{ n: number }>`select n from unflushed_probe`.execute(other);
      expect(rows.map((r) => r.n)).toEqual([7]);
    });
  });
});

describe('NO_DISK_WAIT', () => {
  it('turns the wait off for its own statement only, which writes as any other', async () => {
    await db.connection().execute(async (conn) => {
      await sql`create table if not exists unflushed_statement_probe (n int)`.execute(conn);
      const { rows: during } = await sql<{ setting: string }>`
        with no_disk_wait as (${NO_DISK_WAIT}),
             written as (insert into unflushed_statement_probe select 9 from no_disk_wait returning n)
        select current_setting('synchronous_commit') as setting from written`.execute(conn);
      expect(during.map((r) => r.setting)).toEqual(['off']);
      const { rows: after } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(
        conn,
      );
      expect(after[0]!.synchronous_commit).toBe('on');
    });
    await db.connection().execute(async (other) => {
      const { rows } = await sql<{ n: number }>`select n from unflushed_statement_probe`.execute(other);
      expect(rows.map((r) => r.n)).toEqual([9]);
    });
  });
});
