// A realistic many-vendor load (issue 19 point 6, decision 069): TWO real server processes
// (apps/server/src/main.ts with the `serve` script's node flags) on one PostgreSQL, and 200 virtual
// users for 60 s, each a user of the population's vendors (`seed-benchmark --population`, seeded here
// when missing), drawn with a weight that grows with the vendor's size, doing what vendors do: sign in
// (SRP, as the web app does), list work orders (the list page's default one-month search), open an
// order's details page and one or two of its sections as the app does (decision 089), add a note,
// download a document, read the company profile, list invoices and the QuickPay list. Each user's
// calls alternate between the processes (round robin). Each virtual user has a loopback address
// of its own (127.0.x.y), as real users have addresses of their own: the sign-in limits are per address.
//
// Prints per call: requests, requests/s, p50, p99, errors (non-2xx or network); the whole load's
// requests/s; each server process's peak RSS (VmHWM); the load average before and after.
// Goals: 0 errors, p99 <= 300 ms for every call but the big searches and exports, peak RSS <= 300 MB.
//
// The database and blobs live in BENCH_DATA_DIR (default .tmp/many-vendors; kept between runs, the
// population takes minutes to seed; each run's servers work on a fresh copy of the seeded database), or
// BENCH_DATABASE_URL with its blobs in BENCH_DATA_DIR/blobs.
// BENCH_VENDORS (1000), BENCH_VUS (200), BENCH_SECONDS (60), BENCH_WARMUP_SECONDS (10, the same load
// before the measured seconds, its calls not in the figures), BENCH_THINK_MS (mean pause between a
// user's actions, 1000), BENCH_SEED (19), BENCH_LARGEST (100000), BENCH_SERVER_ENV (more settings),
// BENCH_SERVER_NODE_FLAGS (more node flags, e.g. --cpu-prof --cpu-prof-dir=DIR for a profile),
// BENCH_ORDER_CHANGES_PER_MINUTE (60: the company's systems change crew lines meanwhile, see below).
// Several servers behind a load balancer (issue 42 points 3 and 4): BENCH_SERVERS (2) processes;
// BENCH_HAPROXY=1 puts Debian's haproxy in front (round robin, health checks on /readyz every second,
// X-Forwarded-For with TRUST_PROXY on the servers) and every user's calls go through it;
// BENCH_ROLLING_RESTART=1 (with BENCH_HAPROXY) restarts the servers one after the other during the
// measured seconds (SIGTERM with SHUTDOWN_DRAIN_MS=3000: /readyz 503 while still serving, then close; the
// same port again), and prints each step. BENCH_BASE_PORT: haproxy on it and server n on it + n
// (unset: free ports).
// What the replicas must also show (issue 42, decision 126): BENCH_REPLICA_CHECKS=1 runs the jobs in
// every server and in BENCH_WORKERS (1) `npm run worker` processes, sends their mail to an SMTP server
// on loopback and their webhooks to a receiver on loopback (one subscription to every event), has the
// company's systems dispatch work orders through the provider API (BENCH_DISPATCHES_PER_MINUTE, 30:
// each an event, a webhook and a mail to each of the vendor's users), uploads documents across the
// replicas (a link made on one, the upload's claim through another, the download link from a third,
// the bytes compared) and signs users in on one replica and uses their sessions on the others; after
// the load it waits for the queue to empty and prints, from a ledger of every job the run's database
// queued (triggers on graphile-worker's table in the run's copy) and from the receivers, that every
// job was done once. BENCH_S3=1 puts the blobs in an S3 look-alike (s3rver, a process of its own, its
// bucket in BENCH_DATA_DIR/s3 with the population's company documents copied in once).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { zstdDecompressSync, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import {
  PROVIDER_TOKEN_PATH,
  TECH_NOTES_TYPE,
  createUploadUrlCall,
  WORK_ORDER_DOCUMENT_TYPE_SCOPE,
  automaticQuickPaySettingsCall,
  createOrderNoteCall,
  getApprovedDocumentsCall,
  getClientInstructionCall,
  getCompanyDocumentsCall,
  getCrewDetailsCall,
  getDocumentTypesCall,
  getDocumentUrlCall,
  getOrderDetailCall,
  getOrderHoursCall,
  getOrderNotesCall,
  getPendingDocumentsCall,
  getRecurSummaryCall,
  getVendorProfileCall,
  invoiceStatusesCall,
  myAccountCall,
  searchInvoicesCall,
  searchWorkOrdersCall,
  signInFinishCall,
  signInStartCall,
  unpaidInvoicesCall,
} from '@vp/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEFAULT_EMBEDDED_PG_PORT, openRuntime } from '../apps/server/src/runtime.ts';
import { recordedPort } from '../apps/server/src/platform/db/embedded.ts';
import {
  populationEmails,
  populationPlan,
  seedPopulation,
  POPULATION_PASSWORD,
  type PopulationOptions,
} from '../apps/server/src/demo/seed-population.ts';
import { stretchPassword } from '../apps/server/src/platform/identity/password-verifier.ts';
import { clientSession, type ClientSecret } from './fast-srp-client.ts';
import {
  installJobLedger,
  openJobs,
  readJobLedger,
  startMailSink,
  startWebhookSink,
  type MailSink,
  type WebhookSink,
} from './replica-checks.ts';
import { createDb } from '../apps/server/src/platform/db/database.ts';
import { createBlobStore } from '../apps/server/src/platform/blobs/create-blob-store.ts';
import { createApiClient } from '../apps/server/src/features/integrations/api-clients.service.ts';
import { serveScriptNodeFlags } from './bench-server.ts';
import { describeBetween, readQueues, type QueueReadings } from './server-metrics.ts';
import { H, fromBytes, prepareSrpGroup } from '../apps/server/src/platform/identity/srp-group.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const VUS = env('BENCH_VUS', 200);
const SECONDS = env('BENCH_SECONDS', 60);
// Before the measured seconds, the same load unmeasured: the users arrive (all 200 sign in within the
// first 5 s) and the two fresh processes compile their code on their first calls. Measured from the
// start, that stampede on cold servers was the sign-ins' p99 in some runs and not in others. Its
// calls and errors are still counted and printed.
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 10);
const THINK_MS = env('BENCH_THINK_MS', 1000);
const SERVER_COUNT = env('BENCH_SERVERS', 2);
const HAPROXY = process.env.BENCH_HAPROXY === '1';
const ROLLING_RESTART = HAPROXY && process.env.BENCH_ROLLING_RESTART === '1';
const BASE_PORT = process.env.BENCH_BASE_PORT ? Number(process.env.BENCH_BASE_PORT) : undefined;
const REPLICA_CHECKS = process.env.BENCH_REPLICA_CHECKS === '1';
const WORKERS = env('BENCH_WORKERS', REPLICA_CHECKS ? 1 : 0);
const DISPATCHES_PER_MINUTE = env('BENCH_DISPATCHES_PER_MINUTE', REPLICA_CHECKS ? 30 : 0);
const S3 = process.env.BENCH_S3 === '1';
const S3_BUCKET = 'bench-blobs';
// behind the load balancer: out of its rotation (1 s checks, 1 failure) before the server closes
const DRAIN_MS = 3000;
// BENCH_DETAILS=all-at-once: a details visit sends its nine section calls together (decision 069's
// mix, before decision 089)
const DETAILS_ALL_AT_ONCE = process.env.BENCH_DETAILS === 'all-at-once';
const options: PopulationOptions = {
  vendors: env('BENCH_VENDORS', 1000),
  seed: env('BENCH_SEED', 19),
  median: 450,
  largest: env('BENCH_LARGEST', 100_000),
};
/** a vendor with at least this many orders has a "big" one-month search (thousands of rows) */
const BIG_VENDOR_ORDERS = 10_000;
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? join(import.meta.dirname, '../.tmp/many-vendors'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** CPU seconds of a process (user + system), and with its exited children's when asked. */
function cpuSeconds(pid: number, withChildren = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const at = (n: number) => Number(fields[n - 3]);
  return (at(14) + at(15) + (withChildren ? at(16) + at(17) : 0)) / 100;
}
/** The embedded PostgreSQL's CPU seconds: the postmaster, its exited and its live children; null for an external one. */
function postgresSeconds(): number | null {
  if (process.env.BENCH_DATABASE_URL) return null;
  const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuSeconds(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
const selfSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

// every process this run starts, stopped should the run itself end early (a server that died under
// the load failed the figures, and its siblings, haproxy and s3rver kept running on the run's ports)
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
});
const track = (child: ChildProcess) => {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
};

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => done(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * While the vendors work, the company's systems change their orders: a crew line's NTE raised, as the
 * provider API or the staff console would, straight in the run's database (the provider API's own work
 * is measured by provider-bulk-upsert). Each change makes the vendor's kept search answers stale
 * (decisions 071, 087). A vendor is drawn by its orders: a 100,000-order vendor gets ~10% of them, ~6 a
 * minute at the default, several times what its ~230 new orders a day with a handful of updates each
 * would make in a busy hour.
 */
const ORDER_CHANGES_PER_MINUTE = env('BENCH_ORDER_CHANGES_PER_MINUTE', 60);

// 1. the database and the population
console.log(`load average at start: ${load()}`);
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const runtime = await openRuntime(config, { info: () => undefined, error: (m) => console.error(m) });
const db = runtime.db;
const t = performance.now();
const population = await seedPopulation(db, runtime.blobs, options, (line) => console.log(line));
console.log(
  `population: ${population.vendors} vendors, ${population.orders} orders (median ${population.median}, ` +
    `${population.largest.length} with ${options.largest}), ${population.users} users; ` +
    (population.made > 0
      ? `seeded ${population.made} vendors in ${((performance.now() - t) / 1000).toFixed(0)} s`
      : 'already there'),
);
// the seeder analyzes what it made; BENCH_ANALYZE=1 does it again (a database seeded by an older build)
if (process.env.BENCH_ANALYZE) await sql`analyze`.execute(db);

// Every run starts from the population as seeded: the servers use a copy of the seeded database made
// afresh for the run, and `vendor_portal` itself (the seeder's) is never written to by the load. Run on
// one database, each run added its sessions, challenges, notes and audit rows to the last one's, and
// PostgreSQL's CPU per request rose from 0.5-0.6 ms to 0.8 ms over a day of runs: the figures drifted
// upwards, and an A/B favoured whichever side ran first (decision 077). An external database
// (BENCH_DATABASE_URL) is used as it is.
const RUN_DATABASE = 'vendor_portal_run';
const embeddedServer = () =>
  `postgres://portal:${readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${recordedPort(dataDir) ?? DEFAULT_EMBEDDED_PG_PORT}`;
/** Runs `work` on a connection to the embedded cluster's maintenance database. */
async function onAdminConnection(work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: `${embeddedServer()}/postgres` });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
async function copySeededDatabase(): Promise<string> {
  await onAdminConnection(async (admin) => {
    const started = performance.now();
    // the copy needs its source to itself: the runtime's pool reconnects when next asked
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'vendor_portal' and pid <> pg_backend_pid()`,
    );
    await admin.query(`drop database if exists ${RUN_DATABASE} with (force)`);
    // FILE_COPY copies the files (one checkpoint) instead of writing every block to the WAL
    await admin.query(`create database ${RUN_DATABASE} template vendor_portal strategy file_copy`);
    console.log(
      `the run's database: a fresh copy of the seeded one (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  });
  return `${embeddedServer()}/${RUN_DATABASE}`;
}
const databaseUrl = config.db.url ?? (await copySeededDatabase());

// who signs in: every user of every vendor, a vendor drawn with a weight of the square root of its
// orders (a company with 100x the orders has ~10x the office staff at the screen, not 100x)
const plan = populationPlan(options);
const vendorIds = new Map(
  (
    await db
      .selectFrom('vendors')
      .select(['id', 'vendor_num'])
      .where(
        'vendor_num',
        'in',
        plan.map((v) => v.vendorNum),
      )
      .execute()
  ).map((v) => [v.vendor_num, v.id]),
);
// orders with documents (the details page's document list, the download) and the vendor's company documents
const detailRows = await db
  .selectFrom('crew_details as cd')
  .innerJoin('order_documents as d', (j) =>
    j.onRef('d.ord_num', '=', 'cd.ord_num').onRef('d.vendor_id', '=', 'cd.vendor_id'),
  )
  .select(['cd.vendor_id', 'cd.ocd_id', 'cd.ord_num', 'cd.crew_id'])
  .distinct()
  .where('cd.vendor_id', 'in', [...vendorIds.values()])
  .execute();
type Order = { ocdId: number; ordNum: number; crewId: number };
const ordersOf = new Map<number, Order[]>();
for (const r of detailRows) {
  const list = ordersOf.get(r.vendor_id) ?? [];
  list.push({ ocdId: r.ocd_id, ordNum: r.ord_num, crewId: r.crew_id });
  ordersOf.set(r.vendor_id, list);
}
type Who = { email: string; orders: Order[]; big: boolean; weight: number };
const people: Who[] = plan.flatMap((v) =>
  populationEmails(v).map((email) => ({
    email,
    orders: ordersOf.get(vendorIds.get(v.vendorNum)!) ?? [],
    big: v.orders >= BIG_VENDOR_ORDERS,
    weight: Math.sqrt(v.orders) / v.users,
  })),
);
const cumulative: number[] = [];
people.reduce((sum, p) => (cumulative.push(sum + p.weight), sum + p.weight), 0);
const pickPerson = () => {
  const x = Math.random() * cumulative.at(-1)!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return people[lo]!;
};

// 1b. for the replica checks (BENCH_REPLICA_CHECKS=1): the job ledger in the run's database, the mail and
// webhook receivers, and the company's references for its dispatches (every vendor an external id, a
// client and a store, an API client with a webhook subscription to every event). For BENCH_S3=1: the
// S3 look-alike, with the population's company documents in its bucket.
type Checks = {
  client: pg.Client;
  mail: MailSink;
  hooks: WebhookSink;
  api: { clientId: string; secret: string };
  dispatchedAtStart: number;
};
async function prepareReplicaChecks(): Promise<Checks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await installJobLedger(client);
  const mail = await startMailSink(BASE_PORT ? BASE_PORT + 10 : 0);
  const hooks = await startWebhookSink(BASE_PORT ? BASE_PORT + 11 : 0);
  const runDb = createDb({
    url: databaseUrl,
    poolMax: 2,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 60_000,
  });
  try {
    await runDb
      .updateTable('vendors')
      .set({ external_id: sql<string>`'V-' || vendor_num` })
      .where('external_id', 'is', null)
      .execute();
    const clientId = await runDb
      .selectFrom('clients')
      .select('id')
      .where('external_id', '=', 'C-BENCH')
      .executeTakeFirst();
    if (!clientId) {
      const made = await runDb
        .insertInto('clients')
        .values({ code: 'BENCHCO', name: 'Bench Retail', external_id: 'C-BENCH' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await runDb
        .insertInto('locations')
        .values({
          client_id: made.id,
          store_number: '0001',
          name: 'Bench Store',
          address1: '1 Main St',
          city: 'Albany',
          state: 'NY',
          zip: '12207',
          time_zone: 'America/New_York',
          external_id: 'S-BENCH',
        })
        .execute();
    }
    const api = await createApiClient(runDb, {
      name: 'Bench company systems',
      scopes: ['work-orders:write'],
    });
    await client.query(
      `insert into webhook_subscriptions (api_client_id, url, secret)
       select id, $2, $3 from api_clients where client_id = $1`,
      [api.clientId, hooks.url, `whsec_${randomBytes(24).toString('base64')}`],
    );
    return { client, mail, hooks, api, dispatchedAtStart: 0 };
  } finally {
    await runDb.destroy();
  }
}
const checks = REPLICA_CHECKS ? await prepareReplicaChecks() : undefined;

type LocalS3Process = { child: ChildProcess; origin: string; env: Record<string, string> };
async function startS3(): Promise<LocalS3Process> {
  const port = BASE_PORT ? BASE_PORT + 12 : await freePort();
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const child = track(
    spawn(
      process.execPath,
      [join(import.meta.dirname, 'local-s3-process.ts'), String(port), dir, S3_BUCKET],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && done());
    child.once('exit', (code) => fail(new Error(`s3rver exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const s3env = {
    S3_BUCKET,
    S3_ENDPOINT: origin,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  // the population's company documents (what the download action reads), copied into the bucket once
  const marker = join(dir, 'company-documents-copied');
  if (!existsSync(marker)) {
    const store = await createBlobStore(loadConfig({ DATA_DIR: join(dataDir, 's3-copy'), ...s3env }));
    const docs = await db
      .selectFrom('order_documents')
      .select(['blob_key', 'content_type'])
      .where('ord_num', 'is', null)
      .where('vendor_id', 'in', [...vendorIds.values()])
      .execute();
    const started = performance.now();
    for (let i = 0; i < docs.length; i += 16)
      await Promise.all(
        docs.slice(i, i + 16).map(async (d) => {
          const chunks: Buffer[] = [];
          for await (const chunk of await runtime.blobs.read(d.blob_key)) chunks.push(chunk as Buffer);
          await store.put(d.blob_key, Buffer.concat(chunks), d.content_type);
        }),
      );
    writeFileSync(marker, `${docs.length}\n`);
    console.log(
      `S3: ${docs.length} company documents copied into the bucket in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return { child, origin, env: s3env };
}
const s3 = S3 ? await startS3() : undefined;
if (s3) console.log(`S3 look-alike (s3rver) on ${s3.origin}, bucket ${S3_BUCKET}, pid ${s3.child.pid}`);

// 2. two server processes, as production starts them, on this database, sharing the blob folder and
// the blob signing secret (the session signing keys are in the database: shared already)
// more node flags for both servers, after the `serve` script's, e.g.
// BENCH_SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
const nodeFlags = [
  ...serveScriptNodeFlags(),
  ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
];
const blobSecret = readFileSync(join(dataDir, 'blob-signing-secret'), 'utf8').trim();
// more settings for both servers, e.g. BENCH_SERVER_ENV='SEARCH_MAX_RUNNING=3 DB_POOL_MAX=20'
const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
type Server = { child: ChildProcess; port: number; url: string };
async function startServer(n: number, samePort?: number): Promise<Server> {
  const port = samePort ?? (BASE_PORT ? BASE_PORT + n : await freePort());
  const serverDir = join(dataDir, `server-${n}`);
  mkdirSync(serverDir, { recursive: true });
  const child = track(
    spawn(process.execPath, [...nodeFlags, join(import.meta.dirname, '../apps/server/src/main.ts')], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: serverDir,
        BLOBS_DIR: join(dataDir, 'blobs'),
        BLOB_SIGNING_SECRET: blobSecret,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // the job runner in one process is enough (it takes turns across processes anyway)
        // (the replica checks: in every server, and in the workers, as several replicas would run them)
        JOBS_IN_SERVER: n === 1 || REPLICA_CHECKS ? 'true' : 'false',
        WEB_DIST: join(serverDir, 'no-web-build'),
        ...(HAPROXY ? { TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } : {}),
        ...jobProcessEnv(),
        ...serverEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('Vendor portal ready')) done();
      else if (text.trim()) process.stdout.write(`[server ${n}] ${text}`);
    });
    child.once('exit', (code) => fail(new Error(`server ${n} exited with ${code}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}` };
}
/** What every process that runs jobs needs for the replica checks and the S3 store. */
function jobProcessEnv(): Record<string, string> {
  return {
    ...(checks
      ? {
          SMTP_URL: checks.mail.url,
          MAIL_FROM: 'Vendor Portal <no-reply@example.com>',
          WEBHOOKS_ALLOW_LOCAL_HTTP: 'true',
          // the housekeeping tick every minute, so that a run sees ticks taken by one runner of several
          HOUSEKEEPING_INTERVAL_SECONDS: '60',
          // PostgreSQL's connections: a job process holds its pool (10), the mail runner's (JOBS_CONCURRENCY
          // + 2) and the delivery runner's (WEBHOOK_DELIVERY_CONCURRENCY + 2) and its LISTENs; at the
          // defaults three servers and a worker took more than the embedded cluster's 100 ("sorry, too
          // many clients already"). Two of each per process is ample for this load.
          JOBS_CONCURRENCY: '2',
          WEBHOOK_DELIVERY_CONCURRENCY: '2',
        }
      : {}),
    ...(s3 ? s3.env : {}),
  };
}
const servers: Server[] = [];
for (let n = 1; n <= SERVER_COUNT; n++) servers.push(await startServer(n));

// `npm run worker` processes beside the servers (BENCH_WORKERS): jobs only, no HTTP
type Worker = { child: ChildProcess };
async function startWorker(n: number): Promise<Worker> {
  const workerDir = join(dataDir, `worker-${n}`);
  mkdirSync(workerDir, { recursive: true });
  const child = track(
    spawn(process.execPath, [...nodeFlags, join(import.meta.dirname, '../apps/server/src/worker.ts')], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: workerDir,
        BLOBS_DIR: join(dataDir, 'blobs'),
        BLOB_SIGNING_SECRET: blobSecret,
        PUBLIC_URL: servers[0]!.url,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        ...jobProcessEnv(),
        ...serverEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('job worker running')) done();
        // its warnings and errors only
        else if (/"level":(40|50|60)/.test(line)) process.stdout.write(`[worker ${n}] ${line}\n`);
      }
    });
    child.once('exit', (code) => fail(new Error(`worker ${n} exited with ${code}`)));
  });
  return { child };
}
const workers: Worker[] = [];
for (let n = 1; n <= WORKERS; n++) workers.push(await startWorker(n));
if (workers.length > 0) console.log(`job workers: ${workers.map((w) => `pid ${w.child.pid}`).join(', ')}`);

// haproxy in front (BENCH_HAPROXY=1): what the users' calls go to
async function startHaproxy(backends: Server[]): Promise<{ child: ChildProcess; url: string }> {
  const port = BASE_PORT ?? (await freePort());
  const file = join(dataDir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      // a keep-alive connection the server closed just as a request left on it: sent again elsewhere
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure empty-response',
      'frontend portal',
      `  bind 127.0.0.1:${port}`,
      '  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid',
      '  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }',
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 1 rise 2',
      // a check answered late is a busy server, not a dead one: on this loaded 2-core machine a /readyz
      // took over a second at times, and with the default (the interval, 1 s) haproxy took all three
      // servers out at once; a draining server answers 503 at once whatever this says
      '  timeout check 5s',
      // which replica answered: the replica checks count the replicas each session was used on
      '  http-response set-header X-Served-By %[srv_name]',
      ...backends.map((b, i) => `  server s${i + 1} 127.0.0.1:${b.port} check`),
      '',
    ].join('\n'),
  );
  const child = track(spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] }));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('haproxy did not come up');
    await new Promise((r) => setTimeout(r, 100));
  }
  // every server seen up (rise 2 at 1 s)
  await new Promise((r) => setTimeout(r, 2500));
  return { child, url };
}
const lb = HAPROXY ? await startHaproxy(servers) : undefined;
if (lb) console.log(`haproxy ${lb.url} in front of ${servers.length} servers (pid ${lb.child.pid})`);
console.log(
  `servers: ${servers.map((s) => `pid ${s.child.pid} on :${s.port}`).join(', ')} (node ${nodeFlags.join(' ')})` +
    (process.env.BENCH_SERVER_ENV ? `, with ${process.env.BENCH_SERVER_ENV}` : ''),
);

// 3. the virtual users
type Reply = { status: number; body: Buffer; headers: Record<string, string | string[] | undefined> };
const stats = new Map<string, { times: number[]; errors: number; statuses: Map<string, number> }>();
/** Every call but the big searches (of the >= 10k-order vendors), which have no p99 goal. */
const hasP99Goal = (name: string) => !(name.startsWith('search') && name.includes('10k'));
// the slowest calls with a p99 goal, with the second of the load at which each was sent: a cluster at one
// moment (a server's start, a stall) reads differently from a tail spread over the whole run
const slowest: { name: string; ms: number; at: number }[] = [];
let measureFrom = Infinity;
const warmup = { requests: 0, errors: 0, statuses: new Map<string, number>(), slowest: 0 };
function record(name: string, ms: number, ok: boolean, status: string) {
  const sentAt = performance.now() - ms;
  if (sentAt < measureFrom) {
    warmup.requests++;
    warmup.slowest = Math.max(warmup.slowest, ms);
    if (!ok) {
      warmup.errors++;
      warmup.statuses.set(status, (warmup.statuses.get(status) ?? 0) + 1);
    }
    return;
  }
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { times: [], errors: 0, statuses: new Map() }));
  s.times.push(ms);
  if (hasP99Goal(name) && (ms > (slowest.at(-1)?.ms ?? 0) || slowest.length < 12)) {
    slowest.push({ name, ms, at: (sentAt - measureFrom) / 1000 });
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, 12);
  }
  if (!ok) {
    s.errors++;
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  }
}

function decoded(reply: Reply): Buffer {
  const coding = reply.headers['content-encoding'];
  if (coding === 'zstd') return zstdDecompressSync(reply.body);
  if (coding === 'br') return brotliDecompressSync(reply.body);
  if (coding === 'gzip') return gunzipSync(reply.body);
  return reply.body;
}

const s3Agent = new Agent({ keepAlive: true, maxSockets: 50 });
// the replicas each session's calls were answered by (through haproxy's X-Served-By)
const replicasOfSession = new Map<string, Set<string>>();
function sessionReplicas(token: string): Set<string> {
  let set = replicasOfSession.get(token);
  if (!set) replicasOfSession.set(token, (set = new Set()));
  return set;
}

/**
 * A user at a browser. Its calls alternate between the two processes (round robin, as a load balancer
 * without sticky sessions would send them): a sign-in started on one finishes on the other, a session
 * and a download link made by one are used on the other.
 */
class VirtualUser {
  readonly agents: Agent[];
  readonly bases: URL[];
  turn: number;
  token = '';
  constructor(n: number, all: { url: string }[]) {
    // an address of its own: 127.0.<1..>.<2..251>
    const localAddress = `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
    this.agents = all.map(() => new Agent({ keepAlive: true, maxSockets: 6, localAddress }));
    this.bases = all.map((s) => new URL(s.url));
    this.turn = n;
  }

  send(method: string, url: string, body?: unknown): Promise<Reply> {
    const i = this.turn++ % this.bases.length;
    return new Promise((done, fail) => {
      // a link's own origin is the process that made it: the path goes to this turn's process; an S3
      // link (BENCH_S3) goes to S3
      const made = new URL(url, this.bases[i]);
      const toS3 = s3 !== undefined && made.origin === s3.origin;
      const target = toS3 ? made : new URL(`${made.pathname}${made.search}`, this.bases[i]);
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(
        target,
        {
          method,
          agent: toS3 ? s3Agent : this.agents[i],
          headers: {
            // as Chromium asks
            'accept-encoding': 'gzip, deflate, br, zstd',
            // (not to S3: a presigned URL is its own authorization, and S3 refuses a second one)
            ...(this.token && !toS3 ? { authorization: `Bearer ${this.token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
          );
          res.on('error', fail);
        },
      );
      req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(payload);
    });
  }

  /** One call, timed until its whole answer has arrived; null when it failed (counted). */
  async call(name: string, method: string, url: string, body?: unknown): Promise<Reply | null> {
    const start = performance.now();
    try {
      const reply = await this.send(method, url, body);
      const ok = reply.status >= 200 && reply.status < 300;
      record(name, performance.now() - start, ok, String(reply.status));
      const servedBy = reply.headers['x-served-by'];
      if (ok && this.token && typeof servedBy === 'string') sessionReplicas(this.token).add(servedBy);
      if (!ok && process.env.BENCH_VERBOSE)
        console.log(name, reply.status, decoded(reply).toString().slice(0, 200));
      return ok ? reply : null;
    } catch (err) {
      record(name, performance.now() - start, false, (err as Error).message);
      return null;
    }
  }
}

const stretchedBySalt = new Map<string, Promise<string>>();
async function signIn(vu: VirtualUser, who: Who): Promise<boolean> {
  vu.token = '';
  const start = await vu.call('sign-in start', 'POST', signInStartCall.path, { email: who.email });
  if (!start) return false;
  const s = JSON.parse(decoded(start).toString()) as {
    challengeId: string;
    salt: string;
    serverEphemeral: string;
    kdfIterations: number;
  };
  // the browser's PBKDF2 is the browser's cost, not the server's: once per salt (the population shares one)
  if (!stretchedBySalt.has(s.salt)) stretchedBySalt.set(s.salt, stretchPassword(POPULATION_PASSWORD, s.salt));
  const stretched = await stretchedBySalt.get(s.salt)!;
  const secret: ClientSecret = {
    username: who.email,
    salt: s.salt,
    x: fromBytes(H(Buffer.from(s.salt, 'hex'), H(`${who.email}:${stretched}`))),
  };
  const session = clientSession(secret, s.serverEphemeral);
  const finish = await vu.call('sign-in finish', 'POST', signInFinishCall.path, {
    challengeId: s.challengeId,
    clientEphemeral: session.clientEphemeral,
    clientProof: session.clientProof,
  });
  if (!finish) return false;
  const f = JSON.parse(decoded(finish).toString()) as { idToken?: string; serverProof?: string };
  if (f.serverProof !== session.expectedServerProof || !f.idToken) {
    record('sign-in finish (server proof)', 0, false, 'wrong server proof');
    return false;
  }
  vu.token = f.idToken;
  // the shell's first call after sign-in
  await vu.call('my account', 'GET', myAccountCall.path);
  return true;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pathOf = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

// the details page's sections, each with the calls it makes as it opens (the first, Order Information,
// opens with the page)
const detailsSections: ((vu: VirtualUser, o: Order) => Promise<unknown>[])[] = [
  (vu, o) => [vu.call('details: order', 'GET', pathOf(getOrderDetailCall.path, { id: o.ocdId }))],
  (vu, o) => [vu.call('details: recurring', 'GET', pathOf(getRecurSummaryCall.path, { ordNum: o.ordNum }))],
  (vu, o) => [
    vu.call('details: instructions', 'GET', pathOf(getClientInstructionCall.path, { ordNum: o.ordNum })),
    vu.call('details: IVR hours', 'GET', pathOf(getOrderHoursCall.path, { ordNum: o.ordNum })),
  ],
  (vu, o) => [
    vu.call(
      'details: crew',
      'GET',
      `${pathOf(getCrewDetailsCall.path, { crewId: o.crewId })}?ordNum=${o.ordNum}`,
    ),
  ],
  (vu, o) => [vu.call('details: notes', 'GET', pathOf(getOrderNotesCall.path, { ordNum: o.ordNum }))],
  (vu, o) => [
    vu.call('details: documents', 'GET', pathOf(getApprovedDocumentsCall.path, { ordNum: o.ordNum })),
    vu.call('details: pending documents', 'GET', pathOf(getPendingDocumentsCall.path, { ordNum: o.ordNum })),
    vu.call(
      'details: document types',
      'GET',
      pathOf(getDocumentTypesCall.path, { x: WORK_ORDER_DOCUMENT_TYPE_SCOPE }),
    ),
  ],
];

const actions: { weight: number; run: (vu: VirtualUser, who: Who) => Promise<void> }[] = [
  {
    // the work-order list: its default search (one month back to today)
    weight: 30,
    run: async (vu, who) => {
      await vu.call(
        who.big ? 'search, one month (>= 10k-order vendor)' : 'search, one month',
        'POST',
        searchWorkOrdersCall.path,
        {
          onsiteStartDate: day(-30),
          onsiteEndDate: day(0),
          wOStatus: '',
          locationNum: '',
          pONum: '',
          timezone: 'America/New_York',
        },
      );
    },
  },
  {
    // an order's details page as the app opens it (decisions 086, 089): the order, whose Order
    // Information section opens with the page; then one or two of the other five sections opened in
    // turn, after a pause, each loading its own data as it opens (Documents its three lists at once,
    // IVR its two). BENCH_DETAILS=all-at-once sends the nine calls together instead, as the page did
    // before decision 086 and as decision 069's mix has it.
    weight: 25,
    run: async (vu, who) => {
      if (who.orders.length === 0) return;
      const o = pick(who.orders);
      if (DETAILS_ALL_AT_ONCE) {
        await Promise.all(detailsSections.flatMap((section) => section(vu, o)));
        return;
      }
      await vu.call('details: order', 'GET', pathOf(getOrderDetailCall.path, { id: o.ocdId }));
      const others = detailsSections.slice(1).sort(() => Math.random() - 0.5);
      for (const section of others.slice(0, 1 + Math.floor(Math.random() * 2))) {
        await think();
        await Promise.all(section(vu, o));
      }
    },
  },
  {
    weight: 6,
    run: async (vu, who) => {
      if (who.orders.length === 0) return;
      const o = pick(who.orders);
      await vu.call('add note', 'POST', createOrderNoteCall.path, {
        ordNum: o.ordNum,
        noteType: TECH_NOTES_TYPE,
        note: `<p>Load test note ${Date.now()}: technician on site.</p>`,
      });
    },
  },
  {
    // a document: the company documents' list, a link to one, the file itself from the blob route
    weight: 10,
    run: async (vu) => {
      const list = await vu.call('company documents', 'GET', getCompanyDocumentsCall.path);
      if (!list) return;
      const docs = (JSON.parse(decoded(list).toString()) as { documents: { id: number }[] }).documents;
      if (docs.length === 0) return;
      const link = await vu.call(
        'document link',
        'GET',
        pathOf(getDocumentUrlCall.path, { id: pick(docs).id }),
      );
      if (!link) return;
      const { url } = JSON.parse(decoded(link).toString()) as { url: string };
      await vu.call('document download (file)', 'GET', url);
    },
  },
  {
    weight: 10,
    run: async (vu) => {
      await vu.call('company profile', 'GET', getVendorProfileCall.path);
    },
  },
  {
    weight: 10,
    run: async (vu) => {
      await Promise.all([
        vu.call('invoice statuses', 'GET', invoiceStatusesCall.path),
        vu.call('invoices (last month)', 'POST', searchInvoicesCall.path, {
          status: '',
          startDate: `${day(-30)}T00:00`,
          endDate: `${day(0)}T00:00`,
          invoiceNum: '',
          timezone: 'America/New_York',
        }),
      ]);
    },
  },
  {
    weight: 9,
    run: async (vu) => {
      await Promise.all([
        vu.call('QuickPay setting', 'GET', automaticQuickPaySettingsCall.path),
        vu.call('QuickPay list (unpaid)', 'POST', unpaidInvoicesCall.path, {
          status: 'Unpaid',
          startDate: null,
          endDate: `${day(0)}T00:00`,
          timezone: 'America/New_York',
        }),
      ]);
    },
  },
];
const totalWeight = actions.reduce((t, a) => t + a.weight, 0);

// the company's side: crew-line changes at ORDER_CHANGES_PER_MINUTE, a vendor drawn by its orders
const changeable = plan
  .map((v) => ({
    vendorNum: v.vendorNum,
    orders: v.orders,
    lines: ordersOf.get(vendorIds.get(v.vendorNum)!) ?? [],
  }))
  .filter((v) => v.lines.length > 0);
const changeWeights: number[] = [];
changeable.reduce((sum, v) => (changeWeights.push(sum + v.orders), sum + v.orders), 0);
const changes = { made: 0, failed: 0 };
async function changeOrders() {
  if (ORDER_CHANGES_PER_MINUTE <= 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    while (performance.now() < deadline) {
      await new Promise((done) => setTimeout(done, Math.random() * 2 * (60_000 / ORDER_CHANGES_PER_MINUTE)));
      const x = Math.random() * changeWeights.at(-1)!;
      const vendor = changeable[changeWeights.findIndex((w) => w > x)]!;
      await client
        .query('update crew_details set nte = nte + 1 where ocd_id = $1', [pick(vendor.lines).ocdId])
        .then(
          () => changes.made++,
          () => changes.failed++,
        );
    }
  } finally {
    await client.end();
  }
}

// the company's systems dispatch new work through the provider API (BENCH_REPLICA_CHECKS): one order a
// call, through the load balancer, each an event that becomes a webhook delivery and a mail to each of
// the vendor's users (the 'dispatched' notification is immediate by default)
const dispatches = { made: 0, failed: 0 };
async function dispatchOrders() {
  if (!checks || DISPATCHES_PER_MINUTE <= 0) return;
  const base = lb ? lb.url : servers[0]!.url;
  const tokenReply = await fetch(base + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: checks.api.clientId,
      client_secret: checks.api.secret,
    }).toString(),
  });
  const { access_token: token } = (await tokenReply.json()) as { access_token: string };
  let n = 0;
  while (performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, Math.random() * 2 * (60_000 / DISPATCHES_PER_MINUTE)));
    if (performance.now() >= deadline) break;
    const x = Math.random() * changeWeights.at(-1)!;
    const vendor = changeable[changeWeights.findIndex((w) => w > x)]!;
    const begin = new Date(Date.now() + 86_400_000);
    const id = `${process.pid}-${++n}`;
    const item = {
      externalId: `WO-BENCH-${id}`,
      poNum: `PO-BENCH-${id}`,
      status: 'OPEN',
      client: 'C-BENCH',
      store: 'S-BENCH',
      vendor: `V-${vendor.vendorNum}`,
      category: 'HVAC',
      orderType: 'Repair',
      priority: 'P2 - 24 Hours',
      clientPO: `CPO-${id}`,
      nte: '1500.00',
      scope: '<p>Replace the rooftop unit filter.</p>',
      beginService: begin.toISOString(),
      serviceEnd: new Date(begin.getTime() + 8 * 3_600_000).toISOString(),
      clientInstructions: '<p>Call the IVR on arrival and departure.</p>',
      crewLines: [
        {
          externalId: `L-${id}`,
          crewId: pick(vendor.lines).crewId,
          status: 'Assigned',
          workDate: begin.toISOString(),
        },
      ],
    };
    const started = performance.now();
    const reply = await fetch(`${base}/provider/v1/work-orders/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ items: [item] }),
    }).then(
      async (r) => ({ status: r.status, body: (await r.json().catch(() => ({}))) as { created?: number } }),
      (err: Error) => ({ status: 0, body: { error: err.message } as { created?: number } }),
    );
    const ok = reply.status === 200 && reply.body.created === 1;
    record(
      'provider: dispatch a work order (company)',
      performance.now() - started,
      ok,
      String(reply.status),
    );
    if (ok) dispatches.made++;
    else {
      dispatches.failed++;
      if (process.env.BENCH_VERBOSE)
        console.log('dispatch', reply.status, JSON.stringify(reply.body).slice(0, 300));
    }
  }
}

// uploads across the replicas (BENCH_REPLICA_CHECKS): a document's upload link made on one replica,
// the upload's claim (the Pending approval list, which with S3 claims finished uploads) through another,
// its download link from a third, the bytes compared with what was sent. With a rolling restart the
// three steps go through the load balancer instead (a replica may be away), and X-Served-By says which.
const uploads = { made: 0, put: 0, listed: 0, downloaded: 0, matched: 0, acrossReplicas: 0, failed: 0 };
const uploaderVus = new Map<string, VirtualUser>();
const uploaderAt = (url: string) => {
  let vu = uploaderVus.get(url);
  if (!vu) uploaderVus.set(url, (vu = new VirtualUser(VUS + 1, [{ url }])));
  return vu;
};
async function uploadAcrossReplicas() {
  if (!checks) return;
  const uploader = people.find((p) => p.orders.length > 0 && !p.big)!;
  let round = 0;
  while (performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, 1000 + Math.random() * 2000));
    if (performance.now() >= deadline) break;
    const direct = !ROLLING_RESTART && servers.length >= 3;
    const [a, b, c] = [0, 1, 2].map((k) =>
      uploaderAt(direct ? servers[(round + k) % servers.length]!.url : (lb ?? servers[0]!).url),
    ) as [VirtualUser, VirtualUser, VirtualUser];
    round++;
    if (!a.token && !(await signIn(a, uploader))) {
      uploads.failed++;
      continue;
    }
    b.token = c.token = a.token;
    const order = pick(uploader.orders);
    const bytes = Buffer.from(`%PDF-1.4\n% bench upload ${randomUUID()}\n%%EOF\n`);
    const fileName = `bench-${randomUUID().slice(0, 8)}.pdf`;
    const served: string[] = [];
    const by = (reply: Reply | null, fallback: string) => {
      const header = reply?.headers['x-served-by'];
      served.push(typeof header === 'string' ? header : fallback);
    };
    const link = await a.call('upload: link (replica A)', 'POST', createUploadUrlCall.path, {
      FileName: fileName,
      Type: 'General',
      FileExtension: 'pdf',
      ContentType: 'application/pdf',
      OrdNum: order.ordNum,
      FileSize: bytes.length,
    });
    if (!link) {
      uploads.failed++;
      a.token = '';
      continue;
    }
    by(link, a.bases[0]!.host);
    uploads.made++;
    const { url, contentType } = JSON.parse(decoded(link).toString()) as { url: string; contentType: string };
    // the bytes: to S3, or to replica B's blob route (the shared blob folder; the PUT claims it there)
    const putUrl = s3
      ? url
      : new URL(`${new URL(url).pathname}${new URL(url).search}`, b.bases[0]!).toString();
    const putStarted = performance.now();
    const put = await fetch(putUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentType },
    }).then(
      (r) => r.status,
      () => 0,
    );
    record(
      s3 ? 'upload: PUT to S3' : 'upload: PUT (replica B)',
      performance.now() - putStarted,
      put >= 200 && put < 300,
      String(put),
    );
    if (put < 200 || put >= 300) {
      uploads.failed++;
      continue;
    }
    uploads.put++;
    const pending = await b.call(
      'upload: pending list, its claim (replica B)',
      'GET',
      pathOf(getPendingDocumentsCall.path, { ordNum: order.ordNum }),
    );
    const doc = pending
      ? (
          JSON.parse(decoded(pending).toString()) as {
            unapprovedDocuments: { id: number; fileName: string }[];
          }
        ).unapprovedDocuments.find((d) => d.fileName === fileName)
      : undefined;
    if (!doc) {
      uploads.failed++;
      continue;
    }
    by(pending, b.bases[0]!.host);
    uploads.listed++;
    const download = await c.call(
      'upload: download link (replica C)',
      'GET',
      pathOf(getDocumentUrlCall.path, { id: doc.id }),
    );
    if (!download) {
      uploads.failed++;
      continue;
    }
    by(download, c.bases[0]!.host);
    const file = await c.call(
      'upload: download (file)',
      'GET',
      (JSON.parse(decoded(download).toString()) as { url: string }).url,
    );
    if (!file) {
      uploads.failed++;
      continue;
    }
    uploads.downloaded++;
    const same =
      createHash('sha256').update(decoded(file)).digest('hex') ===
      createHash('sha256').update(bytes).digest('hex');
    if (same) uploads.matched++;
    else uploads.failed++;
    if (new Set(served).size === 3) uploads.acrossReplicas++;
  }
}

const pickAction = () => {
  let x = Math.random() * totalWeight;
  for (const a of actions) if ((x -= a.weight) < 0) return a;
  return actions[0]!;
};
const think = () => new Promise((done) => setTimeout(done, Math.random() * 2 * THINK_MS));

let deadline = Infinity;
async function virtualUser(n: number) {
  const vu = new VirtualUser(n, lb ? [lb] : servers);
  // spread the first sign-ins over the first seconds, as users arrive
  await new Promise((done) => setTimeout(done, Math.random() * Math.min(5000, SECONDS * 100)));
  while (performance.now() < deadline) {
    const who = pickPerson();
    if (!(await signIn(vu, who))) {
      await think();
      continue;
    }
    // a visit: 5 to 20 things, then the next user at this seat
    const steps = 5 + Math.floor(Math.random() * 16);
    for (let i = 0; i < steps && performance.now() < deadline; i++) {
      await think();
      await pickAction().run(vu, who);
    }
  }
  for (const agent of vu.agents) agent.destroy();
}

console.log(
  `load: ${VUS} virtual users for ${WARMUP_SECONDS} s unmeasured, then ${SECONDS} s measured, think time 0-${2 * THINK_MS} ms, details ${DETAILS_ALL_AT_ONCE ? 'with all nine section calls at once' : 'with one or two sections opened in turn'}, ${people.length} users to draw from, ${ORDER_CHANGES_PER_MINUTE} crew-line changes a minute; load average ${load()}`,
);
const cpuNow = () => ({
  servers: servers.map((sv) => cpuSeconds(sv.child.pid!)),
  postgres: postgresSeconds(),
  self: selfSeconds(),
});
// The client's SRP group checks its prime on first use (~250 ms, synchronous, as the servers do at
// start): done now, not under the first sign-ins, whose answers it held up (the sign-ins' p99).
prepareSrpGroup();
// the generator's own event loop: an answer that arrives while it computes (an SRP proof, a JSON
// parse) is timed when the loop gets to it, so its lag is part of every figure below
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
// and when it stalled: each pause over 50 ms, at its second of the measured load
const stalls: { at: number; ms: number }[] = [];
let lastTick = performance.now();
const stallWatch = setInterval(() => {
  const now = performance.now();
  if (now - lastTick > 60 && now > measureFrom)
    stalls.push({ at: (now - measureFrom) / 1000, ms: now - lastTick - 10 });
  lastTick = now;
}, 10);
measureFrom = performance.now() + WARMUP_SECONDS * 1000;
deadline = measureFrom + SECONDS * 1000;
let cpuBefore = cpuNow();
// where requests queued inside each server (its event loop, its pool), read at the measured load's
// start and end (GET /metrics)
let queuesBefore: Promise<QueueReadings[]> | undefined;
setTimeout(() => {
  cpuBefore = cpuNow();
  loopDelay.enable();
  queuesBefore = Promise.all(servers.map((s) => readQueues(s.url)));
}, WARMUP_SECONDS * 1000);
// the rolling restart (BENCH_ROLLING_RESTART=1): each server in turn, from 5 s into the measured load
const restartSteps: string[] = [];
async function rollingRestart() {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await sleep(Math.max(0, measureFrom - performance.now()) + 5000);
  for (let i = 0; i < servers.length; i++) {
    const old = servers[i]!;
    const at = (performance.now() - measureFrom) / 1000;
    const t0 = performance.now();
    await new Promise<void>((done) => {
      old.child.once('exit', () => done());
      old.child.kill('SIGTERM');
    });
    const stopped = performance.now();
    servers[i] = await startServer(i + 1, old.port);
    const ready = performance.now();
    restartSteps.push(
      `server ${i + 1} at ${at.toFixed(1)} s: SIGTERM -> exited in ${((stopped - t0) / 1000).toFixed(1)} s ` +
        `(${DRAIN_MS / 1000} s drain + in-flight), started again in ${((ready - stopped) / 1000).toFixed(1)} s`,
    );
    // back in haproxy's rotation (2 good checks), then a pause before the next one
    await sleep(6000);
  }
  // and the job workers (BENCH_WORKERS): their jobs under way finish first, the others wait for a runner
  for (let i = 0; i < workers.length; i++) {
    const old = workers[i]!;
    const at = (performance.now() - measureFrom) / 1000;
    const t0 = performance.now();
    await new Promise<void>((done) => {
      old.child.once('exit', () => done());
      old.child.kill('SIGTERM');
    });
    const stopped = performance.now();
    workers[i] = await startWorker(i + 1);
    restartSteps.push(
      `worker ${i + 1} at ${at.toFixed(1)} s: SIGTERM -> exited in ${((stopped - t0) / 1000).toFixed(1)} s, ` +
        `started again in ${((performance.now() - stopped) / 1000).toFixed(1)} s`,
    );
  }
}
await Promise.all([
  ...Array.from({ length: VUS }, (_, n) => virtualUser(n)),
  changeOrders(),
  dispatchOrders(),
  uploadAcrossReplicas(),
  ...(ROLLING_RESTART ? [rollingRestart()] : []),
]);
if (restartSteps.length > 0) console.log(`rolling restart:\n  ${restartSteps.join('\n  ')}`);
const elapsed = (performance.now() - measureFrom) / 1000;
loopDelay.disable();
clearInterval(stallWatch);
const loadAfter = load();
const cpuAfter = cpuNow();
const queuesAfter = await Promise.all(servers.map((s) => readQueues(s.url)));

// 4. figures
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const rows = [...stats.entries()].sort((a, b) => b[1].times.length - a[1].times.length);
const total = rows.reduce((t, [, s]) => t + s.times.length, 0);
const errors = rows.reduce((t, [, s]) => t + s.errors, 0);
console.log(
  `\n${'call'.padEnd(44)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} errors`,
);
for (const [name, s] of rows) {
  const sorted = [...s.times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} ${String(sorted.length).padStart(8)} ${(sorted.length / elapsed).toFixed(1).padStart(7)} ${pct(sorted, 0.5).toFixed(0).padStart(7)} ${pct(sorted, 0.99).toFixed(0).padStart(7)} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(7)} ${s.errors}` +
      (s.errors > 0 ? ` (${[...s.statuses].map(([k, v]) => `${k}: ${v}`).join(', ')})` : '') +
      (pct(sorted, 0.99) > 300 && hasP99Goal(name) ? '  <- p99 over 300 ms' : ''),
  );
}
const rss = servers.map((s) => {
  const status = readFileSync(`/proc/${s.child.pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { pid: s.child.pid, peak: kib('VmHWM') / 1024, now: kib('VmRSS') / 1024 };
});
console.log(
  `\nall calls: ${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s, errors ${errors}, and ${warmup.errors} in the warm-up (goal 0 in both); ` +
    `p99 goal <= 300 ms for every call but the >= 10k-order vendors' searches`,
);
for (const r of rss)
  console.log(
    `server pid ${r.pid}: peak RSS (VmHWM) ${r.peak.toFixed(0)} MB, RSS now ${r.now.toFixed(0)} MB (goal <= 300 MB)`,
  );
const queuesAtStart = (await queuesBefore)!;
servers.forEach((s, i) => {
  const [before, after] = [queuesAtStart[i]!, queuesAfter[i]!];
  console.log(`server pid ${s.child.pid}, where its requests queued during the measured load:`);
  console.log(
    `  event-loop lag (a 20 ms timer's lateness): ${describeBetween(before.eventLoopLag, after.eventLoopLag)}; the most since start ${after.eventLoopLag.maxMs.toFixed(0)} ms`,
  );
  console.log(
    `  waits for a pool connection: ${describeBetween(before.poolWaits, after.poolWaits)}; the longest since start ${after.poolWaits.maxMs.toFixed(0)} ms`,
  );
  const hits = after.keptAnswers.hits - before.keptAnswers.hits;
  const misses = after.keptAnswers.misses - before.keptAnswers.misses;
  console.log(
    `  searches answered from a kept answer: ${hits} of ${hits + misses}; kept now ${(after.keptAnswers.bytes / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(
    `  session checks answered from a kept one (decision 088): ${after.sessionChecks.hits - before.sessionChecks.hits} of ${after.sessionChecks.asked - before.sessionChecks.asked}`,
  );
});
const perRequestMs = (seconds: number) => ((seconds * 1000) / total).toFixed(1);
const serverCpu = cpuAfter.servers.map((after, i) => after - cpuBefore.servers[i]!);
const pgCpu =
  cpuAfter.postgres === null || cpuBefore.postgres === null ? null : cpuAfter.postgres - cpuBefore.postgres;
console.log(
  `CPU during the load (2 cores = ${(2 * elapsed).toFixed(0)} core-seconds): servers ${serverCpu.map((c) => `${c.toFixed(1)} s`).join(' + ')}` +
    ` (${perRequestMs(serverCpu.reduce((a, b) => a + b, 0))} ms per request), PostgreSQL ${pgCpu === null ? 'n/a' : `${pgCpu.toFixed(1)} s (${perRequestMs(pgCpu)} ms per request)`},` +
    ` this load generator ${(cpuAfter.self - cpuBefore.self).toFixed(1)} s; the rest went to other programs`,
);
const loopMs = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;
console.log(
  `this load generator's event-loop delay (part of each call's time): p50 ${loopMs(loopDelay.percentile(50))}, p99 ${loopMs(loopDelay.percentile(99))}, max ${loopMs(loopDelay.max)}`,
);
console.log(
  `warm-up (${WARMUP_SECONDS} s, not in the figures above): ${warmup.requests} requests, errors ${warmup.errors}` +
    (warmup.errors > 0 ? ` (${[...warmup.statuses].map(([k, v]) => `${k}: ${v}`).join(', ')})` : '') +
    `, the slowest ${warmup.slowest.toFixed(0)} ms`,
);
console.log(
  `the slowest calls with a p99 goal: ${slowest.map((c) => `${c.name} ${c.ms.toFixed(0)} ms sent at ${c.at.toFixed(1)} s`).join('; ')}`,
);
if (stalls.length > 0)
  console.log(
    `  its pauses over 50 ms: ${stalls.map((p) => `${p.ms.toFixed(0)} ms at ${p.at.toFixed(1)} s`).join(', ')}`,
  );
console.log(
  `crew-line changes by the company's side (warm-up included): ${changes.made}, failed ${changes.failed}`,
);
console.log(`load average: ${loadAfter} at the end (2 cores; other benchmarks may be running)`);

// 4b. the replica checks: sessions made on one replica used on the others, uploads across replicas,
// and, once the queue is empty, every job done once
if (checks) {
  const spread = [0, 0, 0, 0];
  for (const set of replicasOfSession.values()) spread[Math.min(3, set.size)]!++;
  if (lb)
    console.log(
      `\nsessions through haproxy: ${replicasOfSession.size} used; answered by 3 replicas: ${spread[3]}, by 2: ${spread[2]}, by 1: ${spread[1]} (a session made on one replica is valid on any: no 401 above)`,
    );
  // and directly: signed in on one replica, the same session on each of the others
  let sessionCalls = 0;
  let sessionOk = 0;
  const directPeople = people.filter((p, i) => i % 97 === 0).slice(0, 12);
  for (const [k, who] of directPeople.entries()) {
    const home = new VirtualUser(VUS + 2 + k, [servers[k % servers.length]!]);
    if (!(await signIn(home, who))) continue;
    for (const other of servers) {
      const vu = new VirtualUser(VUS + 2 + k, [other]);
      vu.token = home.token;
      sessionCalls++;
      if (await vu.call('session on each replica: my account', 'GET', myAccountCall.path)) sessionOk++;
      for (const agent of vu.agents) agent.destroy();
    }
    for (const agent of home.agents) agent.destroy();
  }
  console.log(
    `sessions made on one replica, used on every replica (directly): ${directPeople.length} users, ${sessionOk} of ${sessionCalls} calls answered 2xx`,
  );
  console.log(
    `uploads across replicas (${s3 ? 'S3' : 'the shared blob folder'}${ROLLING_RESTART ? ', through haproxy during the restart' : ', link on A, claim on B, download link on C'}): ` +
      `${uploads.made} links made, ${uploads.put} uploaded, ${uploads.listed} claimed and listed, ${uploads.downloaded} downloaded, ` +
      `${uploads.matched} with the same bytes, ${uploads.acrossReplicas} whose three steps were answered by three different replicas, ${uploads.failed} failed`,
  );
  console.log(
    `work orders dispatched by the company (provider API): ${dispatches.made}, failed ${dispatches.failed}`,
  );

  // the queue empties: every job queued during the run completed (or failed and waits: reported)
  const waitStarted = performance.now();
  while ((await openJobs(checks.client)) > 0 && performance.now() - waitStarted < 120_000)
    await new Promise((r) => setTimeout(r, 1000));
  // the receivers' last answers are in before the figures
  await new Promise((r) => setTimeout(r, 2000));
  const ledger = await readJobLedger(checks.client);
  console.log(
    `\njobs queued during the run, by task (ledger in the run's database; waited ${((performance.now() - waitStarted) / 1000).toFixed(0)} s for the queue to empty):`,
  );
  console.log(
    `  ${'task'.padEnd(22)} ${'queued'.padStart(7)} ${'done'.padStart(7)} ${'once'.padStart(7)} ${'retried'.padStart(7)} ${'open'.padStart(7)} duplicate cron ticks`,
  );
  for (const r of ledger)
    console.log(
      `  ${r.task.padEnd(22)} ${String(r.queued).padStart(7)} ${String(r.completed).padStart(7)} ${String(r.once).padStart(7)} ${String(r.retried).padStart(7)} ${String(r.open).padStart(7)} ${r.duplicateTicks}`,
    );
  const mailJobs = ledger.find((r) => r.task === 'send-mail')?.completed ?? 0;
  const hookJobs = ledger.find((r) => r.task === 'deliver-webhook')?.completed ?? 0;
  const mailHashes = new Set(checks.mail.received.map((m) => m.hash));
  const hookTwice = [...checks.hooks.received.values()].filter((n) => n > 1).length;
  const { rows: deliveryRows } = await checks.client.query<{
    delivered: number;
    other: number;
    attempts: number;
  }>(
    `select count(*) filter (where status = 'delivered')::int as delivered,
            count(*) filter (where status <> 'delivered')::int as other,
            coalesce(sum(attempts), 0)::int as attempts
       from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
       join api_clients c on c.id = s.api_client_id where c.client_id = $1`,
    [checks.api.clientId],
  );
  const deliveries = deliveryRows[0]!;
  console.log(
    `mail: ${mailJobs} send-mail jobs done, ${checks.mail.received.length} messages at the SMTP server, ${mailHashes.size} different (sent twice: ${checks.mail.received.length - mailHashes.size})`,
  );
  console.log(
    `webhooks: ${hookJobs} deliver-webhook jobs done, ${deliveries.delivered} deliveries recorded delivered (${deliveries.other} not, ${deliveries.attempts} attempts), ` +
      `${checks.hooks.requests()} requests at the receiver, ${checks.hooks.received.size} different webhook-ids (delivered twice: ${hookTwice})`,
  );
  const open = ledger.reduce((t, r) => t + r.open, 0);
  const retried = ledger.reduce((t, r) => t + r.retried, 0);
  const ticks = ledger.reduce((t, r) => t + r.duplicateTicks, 0);
  // a job tried again after a failure is still done once when its effect arrived once (the counts
  // below); why it failed first is printed
  if (retried > 0) {
    const { rows: reasons } = await checks.client.query<{ task: string; last_error: string | null }>(
      'select task, last_error from bench_job_ledger where completions > 0 and attempts > 1 limit 5',
    );
    for (const r of reasons)
      console.log(`  retried ${r.task}: ${(r.last_error ?? '').split('\n')[0]!.slice(0, 160)}`);
  }
  const once =
    open === 0 &&
    ticks === 0 &&
    checks.mail.received.length === mailJobs &&
    mailHashes.size === mailJobs &&
    checks.hooks.requests() === hookJobs &&
    hookTwice === 0 &&
    deliveries.delivered === hookJobs;
  console.log(
    `every job done once across ${servers.length} servers and ${workers.length} worker(s): ${once ? 'yes' : 'NO'} ` +
      `(${ledger.reduce((t, r) => t + r.queued, 0)} jobs queued, ${open} open, ${retried} retried, ${ticks} duplicate cron ticks)`,
  );
}

// 5. stop everything
await Promise.all(
  [...servers, ...workers].map(
    (s) =>
      new Promise<void>((done) => {
        s.child.once('exit', () => done());
        s.child.kill('SIGTERM');
      }),
  ),
);
if (lb)
  await new Promise<void>((done) => {
    lb.child.once('exit', () => done());
    lb.child.kill('SIGTERM');
  });
if (s3)
  await new Promise<void>((done) => {
    s3.child.once('exit', () => done());
    s3.child.kill('SIGTERM');
  });
if (checks) {
  await checks.client.end();
  await Promise.all([checks.mail.close(), checks.hooks.close()]);
}
s3Agent.destroy();
// the run's copy goes with the run: the data folder keeps the seeded database only (~1.2 GB less)
if (!config.db.url)
  await onAdminConnection((admin) =>
    admin.query(`drop database if exists ${RUN_DATABASE} with (force)`).then(() => undefined),
  );
await runtime.close();
