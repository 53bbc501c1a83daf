// Kysely's queries as named statements (decision 075), against real PostgreSQL: a query's text is
// prepared once per connection and then only run; commands are never named; the names are bounded;
// a plan made stale by a migration (a new column under `select *`) is parsed again, not an error.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { createDb, type Db } from './database.ts';
import { isStalePlan, statementNames } from './prepared-statements.ts';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDb();
  // one connection, so that every query below runs on the same backend
  db = createDb({ url: testDb.url, poolMax: 1, connectTimeoutMs: 3000, statementTimeoutMs: 20_000 });
  await sql`create table prepared_probe (id int primary key, name text)`.execute(db);
  await sql`insert into prepared_probe values (1, 'one')`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await testDb.close();
});

/** The statements this connection has prepared (PostgreSQL's own list), by text. */
const prepared = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (r) => r.statement,
  );

describe('named statements', () => {
  it('prepares a query once on its connection and answers it as before', async () => {
    const read = () =>
      db
        .selectFrom('prepared_probe' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never);
    expect(await read().execute()).toEqual([{ id: 1, name: 'one' }]);
    expect(await read().execute()).toEqual([{ id: 1, name: 'one' }]);
    const texts = (await prepared()).filter((t) => t.startsWith('select * from "prepared_probe"'));
    expect(texts).toEqual(['select * from "prepared_probe" where "id" = $1']);
  });

  it('parses again, under a new name, a statement whose columns a migration changed', async () => {
    const read = () => db.selectFrom('prepared_probe' as never).selectAll();
    expect(await read().execute()).toEqual([{ id: 1, name: 'one' }]);
    // another process's migration (here: another connection of the database)
    const other = createDb({
      url: testDb.url,
      poolMax: 1,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 20_000,
    });
    await sql`alter table prepared_probe add column note text default 'added'`.execute(other);
    await other.destroy();
    expect(await read().execute()).toEqual([{ id: 1, name: 'one', note: 'added' }]);
  });

  it('names no command, and at most the limit of texts', () => {
    const names = statementNames(2);
    expect(names.config('begin', undefined).name).toBeUndefined();
    expect(names.config('set local statement_timeout = 1', undefined).name).toBeUndefined();
    const a = names.config('select 1', []).name;
    expect(a).toMatch(/^vp\d+$/);
    expect(names.config('select 1', []).name).toBe(a);
    expect(names.config('  with x as (select 1) select * from x', []).name).toMatch(/^vp\d+$/);
    expect(names.config('select 3', []).name).toBeUndefined();
    names.renew('select 1');
    expect(names.config('select 1', []).name).not.toBe(a);
  });

  it('tells a stale plan from other errors', () => {
    expect(
      isStalePlan(Object.assign(new Error('cached plan must not change result type'), { code: '0A000' })),
    ).toBe(true);
    expect(isStalePlan(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBe(false);
    expect(isStalePlan(null)).toBe(false);
  });
});
