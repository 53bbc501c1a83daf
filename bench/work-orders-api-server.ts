// The API server under test of work-orders.bench.ts, in a process of its own so that its memory is
// its own (the kernel's peak RSS, VmHWM). It loads what the server loads and nothing of the
// benchmark's (autocannon, the seeder), and it is started with the `serve` script's node flags.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { loadConfig } from '../apps/server/src/config.ts';
import { openRuntime } from '../apps/server/src/runtime.ts';
import { buildApp } from '../apps/server/src/app.ts';

export type Ask = { cmd: 'resetPeak' } | { cmd: 'memory' } | { cmd: 'stop' };
export type Memory = { rss: number; peak: number; cpuMs: number };

function memory(): Memory {
  const status = readFileSync('/proc/self/status', 'utf8').split('\n');
  const kib = (name: string) =>
    Number(/(\d+) kB/.exec(status.find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) * 1024;
  const cpu = process.cpuUsage();
  return { rss: kib('VmRSS:'), peak: kib('VmHWM:'), cpuMs: (cpu.user + cpu.system) / 1000 };
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

const dataDir = mkdtempSync(join(tmpdir(), 'vp-bench-api-'));
const port = await freePort();
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: String(port),
  DATABASE_URL: process.env.WO_BENCH_DATABASE_URL!,
  SEED_DEMO: 'false',
  // the benchmark that measures a call as production runs it asks for production's level (info)
  LOG_LEVEL: process.env.WO_BENCH_LOG_LEVEL ?? 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST: join(dataDir, 'none'),
});
const runtime = await openRuntime(config, { info: () => undefined, error: (m) => console.error(m) });
const app = await buildApp({ ...runtime, config });
await app.listen({ host: '127.0.0.1', port });
process.on('message', (ask: Ask) => {
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
process.send!({ url: `http://127.0.0.1:${port}` });
