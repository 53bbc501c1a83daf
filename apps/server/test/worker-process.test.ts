// `npm run worker` as an operator runs it beside servers started with JOBS_IN_SERVER=false: a process
// with no HTTP port that sends the mail queued in the database, and on SIGTERM stops and exits 0.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dataDirForFile, testDbForFile } from './server-for-file.ts';
import { enqueueMail } from '../src/platform/mail/mail-queue.ts';

const workerTs = join(import.meta.dirname, '../src/worker.ts');
const testDb = testDbForFile({ poolMax: 2, statementTimeoutMs: 60_000 });
const dataDir = dataDirForFile('vp-worker-');

it('sends queued mail, then stops cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, [workerTs], {
    env: { PATH: process.env.PATH, DATABASE_URL: testDb.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
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
    await testDb.db
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
