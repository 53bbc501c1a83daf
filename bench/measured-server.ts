// A server under test in a process of its own, so that its memory is its own (VmRSS, and the kernel's
// peak VmHWM, reset before a burst): the real app with the local blob store, started by
// `forkMeasuredServer` (bench-server.ts) with the `serve` script's node flags. It loads what the server
// loads and nothing of the benchmark's (fixtures, seeders, clients: the benchmark makes its vendor
// and session on the same database).
//   MEASURED_SERVER_DATABASE_URL set: that database, migrated already by the benchmark, as `npm run
//     migrate` before a production start (decision 120); the server does not migrate.
//   not set: an embedded PostgreSQL of its own in a temp folder, migrated at start, as the first
//     `npm run serve` of a fresh checkout does (BENCH_SERVER_MIGRATES=1).
// Settings such as UPLOADS_MAX_CONCURRENT come from the environment the benchmark gives it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { loadConfig } from '../apps/server/src/config.ts';
import { openRuntime } from '../apps/server/src/runtime.ts';
import { buildApp } from '../apps/server/src/app.ts';

export type MeasuredAsk = { cmd: 'resetPeak' } | { cmd: 'memory' } | { cmd: 'stop' };
export type MeasuredMemory = { rss: number; peak: number };
export type MeasuredReady = { url: string; databaseUrl: string; maxConcurrent: number };

function memory(): MeasuredMemory {
  const status = readFileSync('/proc/self/status', 'utf8').split('\n');
  const kib = (name: string) =>
    Number(/(\d+) kB/.exec(status.find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS:'), peak: kib('VmHWM:') };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

const databaseUrl = process.env.MEASURED_SERVER_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'vp-bench-measured-'));
chmodSync(dataDir, 0o755);
const port = await freePort();
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST: join(dataDir, 'none'),
  ...(databaseUrl
    ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', MIGRATE_ON_START: 'false' }
    : { EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' }),
  UPLOADS_MAX_CONCURRENT: process.env.UPLOADS_MAX_CONCURRENT ?? '8',
});
const runtime = await openRuntime(config, { info: () => undefined, error: (m) => console.error(m) });
const app = await buildApp({ ...runtime, config });
await app.listen({ host: '127.0.0.1', port });

process.on('message', (ask: MeasuredAsk) => {
  void (async () => {
    if (ask.cmd === 'resetPeak') writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := current RSS
    if (ask.cmd === 'stop') {
      await app.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    process.send!(memory(), () => ask.cmd === 'stop' && process.exit(0));
  })();
});
const ready: MeasuredReady = {
  url: `http://127.0.0.1:${port}`,
  databaseUrl:
    databaseUrl ??
    `postgres://portal:${readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${runtime.embeddedPgPort}/vendor_portal`,
  maxConcurrent: runtime.config.blobs.maxConcurrentUploads,
};
process.send!(ready);
