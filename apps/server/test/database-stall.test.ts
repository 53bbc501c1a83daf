// The server when its database stops answering (issue 14 point 4, decision 035), run as an operator
// runs it: `node src/main.ts` on its embedded PostgreSQL. With every database process frozen (SIGSTOP),
// /readyz and the calls answer 503 instead of waiting; once thawed, everything answers again by itself.
// When the database process dies (kill -9), the server says so in its log and restarts it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInStartCall } from '@vp/contracts';
import { freePort } from './free-port.ts';

const mainTs = join(import.meta.dirname, '../src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vp-stall-'));
chmodSync(dataDir, 0o755);
let child: ChildProcess;
let output = '';
let port: number;
let frozen: number[] = [];

const postmasterPid = () =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
/** The postmaster and its backends: the whole database. */
const databaseProcesses = () => {
  const pid = postmasterPid();
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);
  return [pid, ...children];
};

const readyz = () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status);
// a public call that reads and writes the database (the sign-in start limit, the account lookup)
const signInStart = () =>
  fetch(`http://127.0.0.1:${port}${signInStartCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'someone@vendor.test' }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string } }));

async function eventually(check: () => Promise<boolean>, what: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen:\n${output}`);
}

beforeAll(async () => {
  port = await freePort();
  child = spawn(process.execPath, [mainTs], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: join(dataDir, 'no-web-build'),
      // short limits, so that the test waits seconds, not the production defaults
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await eventually(async () => (await readyz()) === 200, 'the first start');
}, 120_000);

afterAll(async () => {
  for (const pid of frozen) spawnSync('kill', ['-CONT', String(pid)]);
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it(
  'answers 503 while the database is frozen, with held connections too, and recovers by itself',
  { timeout: 90_000 },
  async () => {
    // the pool holds connections from these calls
    expect((await Promise.all([signInStart(), signInStart(), signInStart()])).map((r) => r.status)).toEqual([
      200, 200, 200,
    ]);

    frozen = databaseProcesses();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // the answers come (the test's own time limit bounds them), and they are 503 with the usual text
      const [ready, call, another] = await Promise.all([readyz(), signInStart(), signInStart()]);
      expect(ready).toBe(503);
      expect(call.status).toBe(503);
      expect(call.body.message).toBe(
        'The service is busy or its database is unreachable. Please try again in a moment.',
      );
      expect(another.status).toBe(503);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    }

    await eventually(async () => (await readyz()) === 200, 'readiness after the thaw');
    await eventually(async () => (await signInStart()).status === 200, 'a call after the thaw');
    expect(child.exitCode).toBeNull();
  },
);

it('restarts the embedded PostgreSQL when it dies, and says so', { timeout: 90_000 }, async () => {
  const before = postmasterPid();
  process.kill(before, 'SIGKILL');
  await eventually(
    async () => output.includes('The embedded PostgreSQL stopped unexpectedly'),
    'the log line',
  );
  await eventually(async () => (await readyz()) === 200 && postmasterPid() !== before, 'the restart');
  await eventually(async () => (await signInStart()).status === 200, 'a call after the restart');
  expect(output).toContain('The embedded PostgreSQL is running again.');
  expect(child.exitCode).toBeNull();
});
