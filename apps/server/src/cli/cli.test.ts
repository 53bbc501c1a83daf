// The admin CLI as an operator runs it, against a real database (DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { DEFAULT_VENDOR_ROLES } from '@vp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cloneTemplate } from '../../test/test-database.ts';
import { createDb, type Db } from '../platform/db/database.ts';
import { findPart, readMime } from '../platform/mail/read-mime-for-tests.ts';

const run = promisify(execFile);
const cliTs = join(import.meta.dirname, 'main.ts');
let database: Awaited<ReturnType<typeof cloneTemplate>>;
let db: Db;
const dataDir = mkdtempSync(join(tmpdir(), 'vp-cli-'));

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliTs, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  database = await cloneTemplate(inject('adminDatabaseUrl'));
  db = createDb({ url: database.url, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 60_000 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts Node processes (and the demo seed writes its files): a cap of 120 s keeps a loaded
// machine from failing them; it is a limit, not a timing assertion.
describe('admin CLI', { timeout: 120_000 }, () => {
  it('lists its commands and each command its options', async () => {
    const all = await admin('--help');
    expect(all.code).toBe(0);
    for (const name of [
      'create-vendor',
      'create-user',
      'reset-password',
      'seed-demo',
      'seed-benchmark',
      'housekeeping',
    ]) {
      expect(all.out).toContain(name);
    }
    const one = await admin('create-user', '--help');
    expect(one.out).toMatch(/--vendor-num <value> \(required\)/);
    expect(one.out).toMatch(/--email <value> \(required\)/);
  });

  it('refuses unknown commands and missing options without changing anything', async () => {
    expect((await admin('drop-everything')).code).toBe(1);
    const missing = await admin('create-vendor', '--company', 'No Number Inc');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('Missing --vendor-num');
    const bad = await admin('create-vendor', '--vendor-num', 'abc', '--company', 'X');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--vendor-num must be a positive whole number');
    expect(await db.selectFrom('vendors').select('id').execute()).toEqual([]);
  });

  it('loads the demo data once, and a benchmark vendor', async () => {
    const demo = await admin('seed-demo');
    expect(demo.out).toMatch(/Demo sign-in: \S+ \/ \S+/);
    expect((await admin('seed-demo')).out).toContain('already holds vendors');
    const bench = await admin('seed-benchmark', '--orders', '2500', '--vendor-num', '95001');
    expect(bench.code).toBe(0);
    const count = await db
      .selectFrom('crew_details')
      .innerJoin('vendors', 'vendors.id', 'crew_details.vendor_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('vendors.vendor_num', '=', 95001)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2500);
  });
  it('runs housekeeping once: an audit row past the retention goes, a recent one stays', async () => {
    await db
      .insertInto('audit_log')
      .values([
        { kind: 'logout', email: 'cli-old@hk.test', at: sql<Date>`now() - interval '400 days'` },
        { kind: 'logout', email: 'cli-new@hk.test' },
      ] as never)
      .execute();
    const result = await admin('housekeeping');
    expect(result.code).toBe(0);
    expect(result.out).toContain('1 audit row(s) older than 365 days');
    const emails = (await db.selectFrom('audit_log').select('email').execute()).map((r) => r.email);
    expect(emails).toContain('cli-new@hk.test');
    expect(emails).not.toContain('cli-old@hk.test');
  });

  it('creates a vendor and a user with a temporary password, and resets it', async () => {
    expect((await admin('create-vendor', '--vendor-num', '4242', '--company', 'Acme HVAC')).code).toBe(0);
    const again = await admin('create-vendor', '--vendor-num', '4242', '--company', 'Acme HVAC');
    expect(again.out).toContain('already exists');
    const created = await admin(
      'create-user',
      '--vendor-num',
      '4242',
      '--email',
      'Pat@Acme.example',
      '--phone',
      '(518) 555-0100',
    );
    expect(created.code).toBe(0);
    const temp = /Temporary password \(to be replaced at first sign-in\): (\S+)/.exec(created.out)?.[1];
    expect(temp).toHaveLength(16);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'pat@acme.example')
      .executeTakeFirstOrThrow();
    expect(user.password_state).toBe('new_password_required');
    expect(user.phone_number).toBe('5185550100');
    const rolesOf = (userId: number) =>
      db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['roles.name', 'roles.permissions'])
        .where('user_roles.user_id', '=', userId)
        .execute();
    // all but user administration, as every user could before roles restricted (migration 0044)
    expect((await rolesOf(user.id)).map((r) => r.name).sort()).toEqual(['Finance', 'Office']);
    // --admin makes a new vendor's first user able to manage the others
    const boss = await admin(
      'create-user',
      '--vendor-num',
      '4242',
      '--email',
      'boss@acme.example',
      '--admin',
    );
    expect(boss.out).toContain('(Administrator)');
    const bossRow = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'boss@acme.example')
      .executeTakeFirstOrThrow();
    expect(await rolesOf(bossRow.id)).toEqual([
      { name: 'Administrator', permissions: [...DEFAULT_VENDOR_ROLES[0].permissions] },
    ]);
    expect(user.srp_verifier).not.toContain(temp!); // only a verifier is stored
    const reset = await admin('reset-password', '--email', 'pat@acme.example');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain(`written to the outbox ${join(dataDir, 'outbox')}`);
    const after = await db
      .selectFrom('users')
      .select(['srp_verifier', 'password_state'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // the old password stays, so that signing in with it answers 'Password Reset Required'
    expect(after).toEqual({ srp_verifier: user.srp_verifier, password_state: 'password_reset_required' });
    const mails = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(mails).toHaveLength(1);
    const text = findPart(
      readMime(readFileSync(join(dataDir, 'outbox', mails[0]!))),
      'text/plain',
    )!.body.toString();
    const link = new URL(/(http\S+\/auth\/set-password\S+)/.exec(text)![1]!);
    expect(link.searchParams.get('email')).toBe('pat@acme.example');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(reset.out).not.toContain(token);
    const stored = await db
      .selectFrom('password_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'reset', used_at: null });
    expect(stored[0]!.token_hash).not.toContain(token);
    expect((await admin('reset-password', '--email', 'nobody@acme.example')).out).toContain(
      'There is no user',
    );
  });
});
