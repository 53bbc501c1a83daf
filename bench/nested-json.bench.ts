// Deeply nested JSON (issue 37 point 1, decision 094): the review's attack on one real server process
// (apps/server/src/main.ts with the `serve` script's node flags, embedded PostgreSQL in a temp folder):
// bodies like {"email":"a@b.example","z":[[[[...10,000 deep...]]]]} POSTed to the public
// /api/forgot-user-password at a steady rate (sent on schedule, whatever the answers), while /healthz
// is asked every 50 ms, one at a time. Before the fix each such body cost ~0.5 s of the server's only
// thread and answered 500; five a second pushed /healthz p90 to 1.6 s.
//
// Prints how many answered 4xx (goal: all) and what they said, and /healthz p50/p99 under the attack
// beside its goal (p99 <= 50 ms), after the same /healthz figures for 5 s without it.
// NESTED_BENCH_RATE (20 bodies/s), NESTED_BENCH_SECONDS (30), NESTED_BENCH_DEPTH (10000).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../apps/server/test/free-port.ts';
import { serveNodeFlags } from './bench-server.ts';

const RATE = Number(process.env.NESTED_BENCH_RATE ?? 20);
const SECONDS = Number(process.env.NESTED_BENCH_SECONDS ?? 30);
const DEPTH = Number(process.env.NESTED_BENCH_DEPTH ?? 10_000);
const HEALTH_EVERY_MS = 50;
const GOAL_HEALTH_P99_MS = 50;

const body = `{"email":"a@b.example","z":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

// 1. one server process, as production starts it
const dataDir = mkdtempSync(join(tmpdir(), 'vp-nested-bench-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
const port = await freePort();
const nodeFlags = serveNodeFlags();
const child = spawn(
  process.execPath,
  [...nodeFlags, join(import.meta.dirname, '../apps/server/src/main.ts')],
  {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((done, fail) => {
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('Vendor portal ready')) done();
  });
  child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
});
console.log(
  `server: pid ${child.pid} on :${port} (node ${nodeFlags.join(' ')}); ${RATE} bodies/s of depth ${DEPTH} ` +
    `(${(body.length / 1024).toFixed(1)} KB) for ${SECONDS} s to POST /api/forgot-user-password`,
);

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function send(method: string, path: string, payload?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, text: 'response error' }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(payload);
  });
}

/** /healthz asked every HEALTH_EVERY_MS, one at a time, until `until`; its answer times, sorted. */
async function probeHealth(until: number): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await send('GET', '/healthz');
    const took = performance.now() - started;
    if (res.status === 200) times.push(took);
    else failed++;
    await sleep(Math.max(0, HEALTH_EVERY_MS - took));
  }
  return { times: times.sort((a, b) => a - b), failed };
}

try {
  // 2. /healthz alone, then under the bodies
  await probeHealth(performance.now() + 1000); // warm-up, not counted
  const quiet = await probeHealth(performance.now() + 5000);

  const answers = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const count = RATE * SECONDS;
  const health = probeHealth(start + SECONDS * 1000);
  for (let i = 0; i < count; i++) {
    await sleep(Math.max(0, start + (i * 1000) / RATE - performance.now()));
    pending.push(
      send('POST', '/api/forgot-user-password', body).then((res) => {
        let said = res.text.slice(0, 120);
        try {
          said = String((JSON.parse(res.text) as { message?: unknown }).message ?? said);
        } catch {
          // not JSON: the text as it came
        }
        const key = `${res.status} ${said}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const loaded = await health;

  const fourXx = [...answers].filter(([k]) => k.startsWith('4')).reduce((n, [, c]) => n + c, 0);
  console.log(`\nnested bodies sent: ${count}`);
  console.log(`  answered 4xx:      ${fourXx} of ${count}   (goal: all ${count})`);
  for (const [key, n] of [...answers].sort((a, b) => b[1] - a[1])) console.log(`    ${n} x ${key}`);
  const line = (name: string, r: { times: number[]; failed: number }, goal: string) =>
    console.log(
      `  ${name} p50 ${ms(percentile(r.times, 50))}, p99 ${ms(percentile(r.times, 99))}, max ${ms(r.times.at(-1) ?? NaN)}` +
        ` over ${r.times.length} answers${r.failed ? `, ${r.failed} failed` : ''}${goal}`,
    );
  console.log('/healthz, asked every 50 ms:');
  line('alone:          ', quiet, '');
  line('under the bodies:', loaded, `   (goal: p99 <= ${GOAL_HEALTH_P99_MS} ms)`);
} finally {
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
