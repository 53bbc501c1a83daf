// Throughput of the work-order list (issue 19 point 4): the demo vendor's all-orders list at 50
// connections beside a bare Fastify route that answers the same JSON text from memory, in the same
// run, alternated round by round so that the machine's load hits both alike.
// Goal: the list's bytes per second >= 50% of the bare route's, p99 <= 300 ms.
//
// The list is the call the web app's list page makes: POST /api/get-order-by-vendor-num (the streamed
// search) for the widest window the portal allows (today less woHistoryMonthLimit months, to a date
// past the last order), with the demo data (seedDemoIfEmpty), a signed-in session's bearer ID token
// (as the web app sends it) and Chromium's Accept-Encoding. Both servers run in processes of their
// own: the API server (work-orders-api-server.ts) with the `serve` script's node flags and
// production's log level (info, written to /dev/null), the bare route (bare-fastify-server.ts) with
// the real compression plugin. This process holds the database and runs autocannon.
//
// BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_SERVER_NODE_FLAGS
// (the API server's node flags instead of the `serve` script's);
// BENCH_CPU_PROF=<folder> starts the API server with --cpu-prof and writes its profile there
// (bench/cpu-profile-summary.ts reads it).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { calendarDateIn, onsiteWindow, searchWorkOrdersResponse } from '@vp/contracts';
import { databaseUrlOf, serveNodeFlags, startBenchServer } from './bench-server.ts';
import { DEMO_EMAIL, seedDemoIfEmpty } from '../apps/server/src/demo/seed-demo.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { readSetting } from '../apps/server/src/features/work-orders/work-orders.repository.ts';
import { rawGet } from '../apps/server/test/raw-get.ts';
import { clusterDirOf } from '../apps/server/src/platform/db/embedded.ts';
import type { Memory } from './work-orders-api-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cpuProfDir = process.env.BENCH_CPU_PROF;
// what Chromium sends
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function startChild(script: string, execArgv: string[], env: NodeJS.ProcessEnv, hello?: string) {
  const child = fork(join(import.meta.dirname, script), [], {
    execArgv: [...process.execArgv, ...execArgv],
    env,
    // the server's log lines go nowhere, as fast as a log shipper would take them
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (hello !== undefined) child.send(hello);
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** A child server's CPU time so far (ms), asked over IPC. */
const cpuOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as Memory).cpuMs));
    child.send({ cmd: 'memory' });
  });

/** PostgreSQL's CPU time so far (ms): the postmaster, its ended children and its live ones (Linux). */
function postgresCpuMs(postmaster: number | null): number {
  if (postmaster === null) return NaN;
  const ticks = 100; // USER_HZ
  const fields = (pid: number | string) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const own = fields(postmaster);
  if (!own) return NaN;
  // after ')': state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
  let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const f = fields(pid);
    if (f && Number(f[1]) === postmaster) total += Number(f[11]) + Number(f[12]);
  }
  return (total * 1000) / ticks;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send({ cmd: 'stop' });
  });

type Figures = {
  requests: number;
  reqPerSec: number;
  wirePerSec: number;
  decodedPerSec: number;
  p50: number;
  p99: number;
  bad: number;
  /** the server process's CPU time per answer, and its share of one core during the run */
  serverCpuMsPerRequest: number;
  serverCpuShare: number;
  postgresCpuMsPerRequest: number;
};

async function measure(
  server: ChildProcess,
  options: autocannon.Options,
  decodedBytes: number,
): Promise<Figures> {
  const cpu0 = await cpuOf(server);
  const pg0 = postgresCpuMs(postmaster);
  const result = await autocannon({ connections, duration: seconds, timeout: 30, ...options });
  const cpu = (await cpuOf(server)) - cpu0;
  const pg = postgresCpuMs(postmaster) - pg0;
  const reqPerSec = result.requests.total / result.duration;
  return {
    requests: result.requests.total,
    reqPerSec,
    // autocannon counts what it read from the socket: headers and the compressed body
    wirePerSec: result.throughput.total / result.duration,
    decodedPerSec: reqPerSec * decodedBytes,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.timeouts + result.non2xx,
    serverCpuMsPerRequest: cpu / result.requests.total,
    serverCpuShare: cpu / 1000 / result.duration,
    postgresCpuMsPerRequest: pg / result.requests.total,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mbs = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB/s`;
const line = (title: string, f: Figures) =>
  `${title.padEnd(34)} ${f.reqPerSec.toFixed(0).padStart(5)} req/s, ${mbs(f.decodedPerSec).padStart(10)} decoded,` +
  ` ${mbs(f.wirePerSec).padStart(9)} on the wire, p50 ${f.p50} ms, p99 ${f.p99} ms, errors/non-2xx ${f.bad};` +
  ` server CPU ${f.serverCpuMsPerRequest.toFixed(2)} ms/answer (${(f.serverCpuShare * 100).toFixed(0)}% of a core)` +
  (Number.isNaN(f.postgresCpuMsPerRequest)
    ? ''
    : `, PostgreSQL CPU ${f.postgresCpuMsPerRequest.toFixed(2)} ms/answer`);

const host = await startBenchServer();
const postmaster = (() => {
  if (host.runtime.config.db.url) return null;
  try {
    return Number(
      readFileSync(join(clusterDirOf(host.runtime.config.dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return null;
  }
})();
const { child: apiChild, url: apiUrl } = await (async () => {
  const db = host.runtime.db;
  await seedDemoIfEmpty(db, host.runtime.blobs);
  // the statistics autovacuum would have gathered a minute later (a running portal's are current)
  await sql`analyze`.execute(db);
  const databaseUrl = databaseUrlOf(host.runtime);
  // the server's node flags as production starts it (package.json `serve`), unless told otherwise
  const flags = serveNodeFlags();
  if (cpuProfDir) flags.push('--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`);
  console.log(`API server node flags: ${flags.join(' ')}; log level info`);
  return startChild('work-orders-api-server.ts', flags, {
    ...process.env,
    WO_BENCH_DATABASE_URL: databaseUrl,
    WO_BENCH_LOG_LEVEL: 'info',
  });
})();

try {
  const db = host.runtime.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'vendor_id', 'email'])
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  const session = await openSession(host.runtime, {
    userId: user.id,
    vendorId: user.vendor_id,
    email: user.email,
  });
  // "all orders": the earliest begin the filter bar allows, to a year ahead (past the last order)
  const limit = (await readSetting(db, 'woHistoryMonthLimit')) ?? '12';
  const timezone = 'America/New_York';
  const today = calendarDateIn(new Date(), timezone);
  const body = JSON.stringify({
    onsiteStartDate: onsiteWindow(today, limit).earliestBegin,
    onsiteEndDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    wOStatus: '',
    locationNum: '',
    pONum: '',
    timezone,
  });
  const listHeaders = {
    authorization: `Bearer ${session.idToken}`,
    'content-type': 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
  };
  const listUrl = `${apiUrl}/api/get-order-by-vendor-num`;
  const first = await rawGet(listUrl, listHeaders, 'POST', body);
  if (first.status !== 200 || first.headers['content-encoding'] !== 'zstd')
    throw new Error(`list answered ${first.status} ${first.headers['content-encoding']}`);
  const json = zstdDecompressSync(first.body).toString();
  const rows = searchWorkOrdersResponse.parse(JSON.parse(json)).vendors.length;
  const orders = await db
    .selectFrom('crew_details')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_id', '=', user.vendor_id)
    .executeTakeFirstOrThrow();
  console.log(
    `the demo vendor's all-orders list: ${rows} rows of ${Number(orders.n)} crew lines, ${kb(json.length)} JSON,` +
      ` ${kb(first.body.length)} in zstd`,
  );

  const { child: bareChild, url: bareUrl } = await startChild(
    'bare-fastify-server.ts',
    [],
    process.env,
    json,
  );
  try {
    const bare = await rawGet(`${bareUrl}/bare`, { 'accept-encoding': ACCEPT_ENCODING });
    if (zstdDecompressSync(bare.body).toString() !== json)
      throw new Error('the bare route answers other text');
    console.log(
      `bare Fastify route: the same ${kb(json.length)} JSON from memory, ${kb(bare.body.length)} in zstd`,
    );
    // warm-up of both (JIT, pool connections)
    await measure(
      bareChild,
      { url: `${bareUrl}/bare`, headers: { 'accept-encoding': ACCEPT_ENCODING }, duration: 2 },
      0,
    );
    await measure(apiChild, { url: listUrl, method: 'POST', headers: listHeaders, body, duration: 2 }, 0);
    console.log(
      `${connections} connections, ${seconds} s each, ${rounds} rounds (load average before: ${load()})`,
    );
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const b = await measure(
        bareChild,
        { url: `${bareUrl}/bare`, headers: { 'accept-encoding': ACCEPT_ENCODING } },
        json.length,
      );
      const l = await measure(
        apiChild,
        { url: listUrl, method: 'POST', headers: listHeaders, body },
        json.length,
      );
      const ratio = l.decodedPerSec / b.decodedPerSec;
      ratios.push(ratio);
      console.log(`round ${round} (load average ${load()}):`);
      console.log(`  ${line('bare Fastify route', b)}`);
      console.log(`  ${line(`all-orders list (${connections} connections)`, l)}`);
      console.log(
        `  list / bare, bytes per second: ${(ratio * 100).toFixed(0)}% (goal >= 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'});` +
          ` list p99 ${l.p99} ms (goal <= 300 ms: ${l.p99 <= 300 ? 'met' : 'NOT met'})`,
      );
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(
      `list / bare over ${rounds} rounds: median ${(sorted[Math.floor(sorted.length / 2)]! * 100).toFixed(0)}%` +
        ` (${sorted.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}); goal >= 50%`,
    );
  } finally {
    await stop(bareChild);
  }
} finally {
  await stop(apiChild);
  await host.stop();
}
