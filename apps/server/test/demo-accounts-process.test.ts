// The demo's published accounts never serve a real database (issue 37 point 8, decision 098). A server
// process on DATABASE_URL finds the demo accounts there (loaded as `npm run admin -- seed-demo` would)
// and refuses to start, naming them and the command that removes them; `npm run admin -- remove-demo`
// deletes them, and the server then starts, with the demo API client's published secret refused and
// the demo vendors' data left. (The embedded default still loads them: process.test.ts and
// first-start-log.test.ts read the printed demo sign-in.) Runs on the tests' PostgreSQL, embedded or
// TEST_DATABASE_URL.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';
import { createDb, type Db } from '../src/platform/db/database.ts';
import { DEMO_EMAIL, DEMO_OTHER_EMAIL, DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../src/demo/seed-demo.ts';
import { DEMO_API_CLIENT_ID, DEMO_API_CLIENT_SECRET } from '../src/demo/seed-provider-demo.ts';
import { DEMO_STAFF_EMAIL } from '../src/demo/seed-staff-demo.ts';
import { cloneTemplate } from './test-database.ts';
import { freePort } from './free-port.ts';

const mainTs = join(import.meta.dirname, '../src/main.ts');
const cliTs = join(import.meta.dirname, '../src/cli/main.ts');
const root = mkdtempSync(join(tmpdir(), 'vp-demo-accounts-'));
let database: Awaited<ReturnType<typeof cloneTemplate>>;
let db: Db;
const children: ChildProcess[] = [];

const env = (port: number, n: number) => ({
  PATH: process.env.PATH,
  DATABASE_URL: database.url,
  DATA_DIR: join(root, `server-${n}`),
  BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(root, 'no-web-build'),
});

/** main.ts on the test's database: its output, and how it ended or that it is ready. */
function startServer(port: number, n: number) {
  const child = spawn(process.execPath, [mainTs], { env: env(port, n), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const outcome = new Promise<'ready' | number | null>((resolve) => {
    child.stdout.on('data', () => {
      if (output.includes('Vendor portal ready')) resolve('ready');
    });
    child.once('exit', (code) => resolve(code));
  });
  return { child, outcome, output: () => output };
}

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cliTs, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: join(root, 'cli') },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const tokenStatus = async (port: number) =>
  (
    await fetch(`http://127.0.0.1:${port}${PROVIDER_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEMO_API_CLIENT_ID,
        client_secret: DEMO_API_CLIENT_SECRET,
      }).toString(),
    })
  ).status;

beforeAll(async () => {
  database = await cloneTemplate(inject('adminDatabaseUrl'));
  db = createDb({ url: database.url, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 60_000 });
  await seedDemoIfEmpty(db);
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.destroy();
  await database?.drop();
  rmSync(root, { recursive: true, force: true });
});

it(
  'refuses to start on a real database holding the demo accounts until remove-demo removes them',
  { timeout: 120_000 },
  async () => {
    const refused = startServer(await freePort(), 1);
    expect(await refused.outcome, refused.output()).toBe(1);
    expect(refused.output()).toContain('The database holds the demo accounts');
    expect(refused.output()).toContain('npm run admin -- remove-demo');
    for (const account of [DEMO_API_CLIENT_ID, DEMO_STAFF_EMAIL, DEMO_EMAIL, DEMO_OTHER_EMAIL])
      expect(refused.output()).toContain(account);

    const removed = await admin('remove-demo');
    expect(removed.code, removed.out).toBe(0);
    expect(removed.out).toContain('Removed 4 demo account(s)');
    expect((await admin('remove-demo')).out).toContain('The database holds no demo accounts.');

    const port = await freePort();
    const started = startServer(port, 2);
    expect(await started.outcome, started.output()).toBe('ready');
    // the published secret no longer opens anything; the demo vendor's data is still there
    expect(await tokenStatus(port)).toBe(401);
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirst();
    expect(vendor).toBeDefined();
    const staff = await db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', DEMO_STAFF_EMAIL)
      .execute();
    expect(staff).toEqual([]);
    started.child.kill('SIGTERM');
  },
);
