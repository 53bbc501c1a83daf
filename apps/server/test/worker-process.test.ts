// `npm run worker` as an operator runs it beside servers started with JOBS_IN_SERVER=false: a process
// with no HTTP port that sends the mail queued in the database, and on SIGTERM stops and exits 0.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { cloneTemplate } from './test-database.ts';
import { createDb, type Db } from '../src/platform/db/database.ts';
import { enqueueMail } from '../src/platform/mail/mail-queue.ts';

const workerTs = join(import.meta.dirname, '../src/worker.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vp-worker-'));
let database: Awaited<ReturnType<typeof cloneTemplate>>;
let db: Db;

beforeAll(async () => {
  database = await cloneTemplate(inject('adminDatabaseUrl'));
  db = createDb({ url: database.url, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 60_000 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('sends queued mail, then stops cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, [workerTs], {
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    for (let i = 0; !out.includes('job worker running'); i++) {
      if (child.exitCode !== null || i > 300) throw new Error(`worker did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await db
      .transaction()
      .execute((tx) =>
        enqueueMail(tx, { to: 'worker@vendor.test', subject: 'From the worker', text: 'x', html: 'x' }),
      );
    const outbox = join(dataDir, 'outbox');
    for (let i = 0; ; i++) {
      const files = !existsSync(outbox) ? [] : readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      if (files.length === 1) break;
      if (i > 200) throw new Error(`no mail written:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 60_000);
