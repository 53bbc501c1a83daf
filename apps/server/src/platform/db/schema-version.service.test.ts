// Migrations as a step of their own (issue 42 point 4, decision 120): one runner at a time, and the
// schema check that makes a server refuse a schema behind or too far ahead of its code.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { createDb } from './database.ts';
import { MIGRATION_LOCK, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { startSchemaGate } from './schema-gate.ts';
import { checkSchema, compareSchema } from './schema-version.ts';

describe('compareSchema', () => {
  const known = ['0001-a', '0002-b'];
  it('is current when the applied migrations are the code’s', () => {
    expect(compareSchema(known, known, '')).toEqual({ ok: true, status: 'current' });
  });
  it('is behind when one of the code’s is not applied', () => {
    expect(compareSchema(known, ['0001-a'], '')).toMatchObject({ ok: false, pending: ['0002-b'] });
  });
  it('serves a schema ahead by expand steps (the old server of a rollout)', () => {
    expect(compareSchema(known, [...known, '0003-c'], '')).toMatchObject({ ok: true, status: 'ahead' });
  });
  it('refuses a schema whose contract step needs newer code', () => {
    expect(compareSchema(known, [...known, '0003-c', '0004-d'], '0004-d')).toMatchObject({
      ok: false,
      status: 'too-far-ahead',
    });
    // a contract step this code knows of was written for it
    expect(compareSchema(known, [...known, '0003-c'], '0002-b')).toMatchObject({ ok: true });
  });
  it('refuses a schema with a migration older than the code’s last that the code never had', () => {
    expect(compareSchema(known, ['0001-a', '0001b-x', '0002-b'], '')).toMatchObject({ status: 'diverged' });
  });
});

describe('on a database', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => t?.close());

  it('reads the schema of the migrated database as current, then behind, ahead and too far ahead', async () => {
    expect(await checkSchema(t.db)).toEqual({ ok: true, status: 'current' });
    const last = Object.keys(migrations).at(-1)!;
    expect(await checkSchema(t.db, [...Object.keys(migrations), '9998-next'])).toMatchObject({
      status: 'behind',
      pending: ['9998-next'],
    });
    await sql`insert into kysely_migration (name, timestamp) values ('9998-next', now())`.execute(t.db);
    expect(await checkSchema(t.db)).toMatchObject({ ok: true, status: 'ahead', unknown: ['9998-next'] });
    await sql`update schema_compatibility set oldest_code = '9998-next'`.execute(t.db);
    expect(await checkSchema(t.db)).toMatchObject({ ok: false, status: 'too-far-ahead' });
    expect(await checkSchema(t.db, [...Object.keys(migrations), '9998-next'])).toMatchObject({ ok: true });
    // the index lists the migrations in number order: its last is the newest (0057 brought this table)
    expect(last).toBe(Object.keys(migrations).sort().at(-1));
    expect(Object.keys(migrations)).toContain('0057-schema-compatibility');
  });

  it('keeps the answer up to date, and says each change once', async () => {
    const lines: string[] = [];
    const gate = await startSchemaGate(t.db, { info: (m) => lines.push(m), error: (m) => lines.push(m) }, 20);
    try {
      expect(gate.state().ok).toBe(false);
      await sql`update schema_compatibility set oldest_code = ''`.execute(t.db);
      await expect.poll(() => gate.state().ok).toBe(true);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/too far ahead/);
      expect(lines[1]).toMatch(/ahead by 1 expand migration/);
    } finally {
      gate.stop();
    }
  });

  it('runs one runner at a time: the others wait for the lock, then find nothing left to do', async () => {
    await sql`delete from kysely_migration where name = '9998-next'`.execute(t.db);
    // the lock held, as by a runner under way, so that both runners below must wait
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
    const slow = {
      async up(db: Parameters<(typeof migrations)[string]['up']>[0]) {
        await sql`select pg_sleep(0.2)`.execute(db);
        // a second run would fail here: the table exists
        await sql`create table migration_lock_probe (id int)`.execute(db);
      },
    };
    const runners = [0, 1].map(() =>
      createDb({ url: t.url, poolMax: 3, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 }),
    );
    try {
      let waited = 0;
      const runs = runners.map((db) =>
        migrateToLatest(db, { migrations: { ...migrations, '9999-slow': slow }, onWait: () => waited++ }),
      );
      await expect.poll(() => waited).toBe(2);
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
      const applied = await Promise.all(runs);
      expect(applied.flat()).toEqual(['9999-slow']);
    } finally {
      await holder.end();
      await Promise.all(runners.map((db) => db.destroy()));
    }
  });
});
