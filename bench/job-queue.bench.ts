// Job queue figures for decision 048: graphile-worker against pg-boss on one throwaway database each
// (JOBS_BENCH_URL, an admin URL to any PostgreSQL 15+, e.g. the machine's service on 127.0.0.1:5432;
// without it an embedded PostgreSQL in a temporary folder, as the other benchmarks need no setup;
// the databases are created and dropped here). For each: whether a job can be added inside our own transaction, the latency
// from commit to the handler, the time to run 10,000 no-op jobs, the statements an idle worker sends
// per minute, and the tables it adds.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Logger, run, runMigrations, type Runner } from 'graphile-worker';
import { PgBoss } from 'pg-boss';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../apps/server/src/platform/db/embedded.ts';
import { freePort } from '../apps/server/test/free-port.ts';

let embedded: EmbeddedDatabase | undefined;
const embeddedDir = process.env.JOBS_BENCH_URL ? undefined : mkdtempSync(join(tmpdir(), 'vp-jobs-bench-'));
if (embeddedDir) {
  chmodSync(embeddedDir, 0o755); // the embedded server runs as the postgres user when we are root
  embedded = await startEmbeddedPostgres(embeddedDir, await freePort(), (line) => console.error(line));
}
const adminUrl = process.env.JOBS_BENCH_URL ?? embedded!.adminUrl;
const JOBS = Number(process.env.JOBS_BENCH_COUNT ?? 10_000);
const LATENCY_SAMPLES = 20;
const IDLE_MS = Number(process.env.JOBS_BENCH_IDLE_MS ?? 15_000);

async function withDatabase(name: string, body: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Statements run on the database (pg_stat_database transactions) while the worker is idle. */
async function idleTransactionsPerMinute(pool: pg.Pool, name: string): Promise<number> {
  const count = async () => {
    await pool.query('select pg_stat_clear_snapshot()');
    const r = await pool.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [name],
    );
    return Number(r.rows[0]!.n);
  };
  // the statistics reach pg_stat_database up to a second late: let the busy part settle first
  await new Promise((r) => setTimeout(r, 3000));
  const before = await count();
  const cpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const cpu = process.cpuUsage(cpu0);
  const after = await count();
  console.log(`  idle: worker CPU ${((cpu.user + cpu.system) / 1000 / (IDLE_MS / 1000)).toFixed(1)} ms/s`);
  // the two counting queries themselves are 2 transactions (plus the stats snapshot flush delay)
  return Math.round(((after - before - 2) * 60_000) / IDLE_MS);
}

async function tablesOf(pool: pg.Pool, schema: string) {
  const r = await pool.query<{ n: string }>(
    `select count(*) filter (where table_type = 'BASE TABLE') as n from information_schema.tables where table_schema = $1`,
    [schema],
  );
  const f = await pool.query<{ n: string }>(
    `select count(*) as n from information_schema.routines where routine_schema = $1`,
    [schema],
  );
  return `${r.rows[0]!.n} tables, ${f.rows[0]!.n} functions in schema ${schema}`;
}

function waiter() {
  const waits = new Map<string, () => void>();
  return {
    arrived(id: string) {
      waits.get(id)?.();
    },
    wait(id: string) {
      return new Promise<void>((resolve) => waits.set(id, resolve));
    },
  };
}

async function graphile() {
  console.log('graphile-worker');
  await withDatabase('jobs_bench_graphile', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 6 });
    pool.on('error', () => {});
    const t0 = performance.now();
    await runMigrations({ pgPool: pool });
    console.log(
      `  migrations: ${Math.round(performance.now() - t0)} ms; ${await tablesOf(pool, 'graphile_worker')}`,
    );
    const w = waiter();
    let done = 0;
    let allDone = () => {};
    const runner: Runner = await run({
      pgPool: pool,
      concurrency: 4,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: new Logger(() => () => {}),
      taskList: {
        ping: async (payload) => w.arrived((payload as { id: string }).id),
        noop: async () => {
          if (++done === JOBS) allDone();
        },
      },
    });
    console.log(
      `  idle: ${await idleTransactionsPerMinute(pool, 'jobs_bench_graphile')} transactions/minute`,
    );
    // in our transaction: a rolled-back add leaves nothing, a committed one runs
    const client = await pool.connect();
    await client.query('begin');
    await client.query(`select graphile_worker.add_job('noop', '{}'::json)`);
    await client.query('rollback');
    const left = await client.query(`select count(*)::int as n from graphile_worker.jobs`);
    console.log(
      `  add_job in a rolled-back transaction leaves ${left.rows[0].n} jobs (SQL function, any client)`,
    );
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const id = `p${i}`;
      const arrived = w.wait(id);
      await client.query('begin');
      await client.query(`select graphile_worker.add_job('ping', json_build_object('id', $1::text))`, [id]);
      const t = performance.now();
      await client.query('commit');
      await arrived;
      latencies.push(performance.now() - t);
    }
    report(latencies);
    const finished = new Promise<void>((r) => (allDone = r));
    const t1 = performance.now();
    await client.query(
      `select graphile_worker.add_jobs(array(select json_populate_record(null::graphile_worker.job_spec, json_build_object('identifier', 'noop', 'payload', '{}'::json)) from generate_series(1, $1)))`,
      [JOBS],
    );
    const enqueued = performance.now() - t1;
    await finished;
    console.log(
      `  ${JOBS} no-op jobs: enqueued in ${Math.round(enqueued)} ms, all run after ${Math.round(performance.now() - t1)} ms`,
    );
    client.release();
    await runner.stop();
    await pool.end();
  });
}

async function pgBoss() {
  console.log('pg-boss');
  await withDatabase('jobs_bench_pgboss', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    const boss = new PgBoss({ connectionString: url, max: 6, useListenNotify: true });
    boss.on('error', (err) => console.error(err));
    const t0 = performance.now();
    await boss.start();
    console.log(`  migrations: ${Math.round(performance.now() - t0)} ms; ${await tablesOf(pool, 'pgboss')}`);
    await boss.createQueue('ping', { notify: true });
    await boss.createQueue('noop', { notify: true });
    const w = waiter();
    let done = 0;
    let allDone = () => {};
    await boss.work<{ id: string }>('ping', { pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) w.arrived(job.data.id);
    });
    for (let i = 0; i < 4; i++) {
      await boss.work(
        'noop',
        { batchSize: 50, burstWhenBatchFull: true, pollingIntervalSeconds: 2 },
        async (jobs) => {
          done += jobs.length;
          if (done >= JOBS) allDone();
        },
      );
    }
    console.log(`  idle: ${await idleTransactionsPerMinute(pool, 'jobs_bench_pgboss')} transactions/minute`);
    const client = await pool.connect();
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    await client.query('begin');
    await boss.send('noop', {}, { db });
    await client.query('rollback');
    const left = await client.query(`select count(*)::int as n from pgboss.job where name = 'noop'`);
    console.log(`  send({ db }) in a rolled-back transaction leaves ${left.rows[0].n} jobs`);
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const id = `p${i}`;
      const arrived = w.wait(id);
      await client.query('begin');
      await boss.send('ping', { id }, { db });
      const t = performance.now();
      await client.query('commit');
      await arrived;
      latencies.push(performance.now() - t);
    }
    report(latencies);
    const finished = new Promise<void>((r) => (allDone = r));
    const t1 = performance.now();
    await boss.insert(
      'noop',
      Array.from({ length: JOBS }, () => ({ data: {} })),
    );
    const enqueued = performance.now() - t1;
    await finished;
    console.log(
      `  ${JOBS} no-op jobs: enqueued in ${Math.round(enqueued)} ms, all run after ${Math.round(performance.now() - t1)} ms`,
    );
    client.release();
    await boss.stop({ graceful: true, close: true });
    await pool.end();
  });
}

function report(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(
    `  commit -> handler: p50 ${at(0.5)} ms, max ${at(1)} ms (${sorted.length} jobs, one at a time)`,
  );
}

const which = process.argv[2];
try {
  if (which !== 'pg-boss') await graphile();
  if (which !== 'graphile') await pgBoss();
} finally {
  await embedded?.stop();
  if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
}
