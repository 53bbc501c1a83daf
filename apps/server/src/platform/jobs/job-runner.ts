// Runs the registered handlers over graphile-worker (decision 048), in the server by default or
// alone (`npm run worker`). A job is taken with FOR UPDATE SKIP LOCKED, so runners on one database
// never take the same job; a handler that throws is tried again later with exponential backoff.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  Logger,
  parseCronItems,
  run,
  runOnce,
  type Runner,
  type Task,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import { poolOf, type Db } from '../db/database.ts';
import { PatientPool } from './patient-pool.ts';

/**
 * The runner's own connections (its LISTEN, taking and completing jobs), beside the pool that serves
 * requests: a LISTEN held for the process's life must never take a request's connection (with a pool
 * of one, requests waited for it until they failed). Handlers do their own work through `db`.
 */
function runnerPool(db: Db, connections: number, applicationName?: string): pg.Pool {
  // a connect that fails is tried again (patient-pool.ts): graphile-worker does not catch a failed
  // completion, and a connection refused or late ended the whole process (decision 126)
  const pool = new PatientPool({
    ...poolOf(db).options,
    max: connections,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // an idle connection lost must not crash the process; the runner reconnects. A checked-out client's
  // error is handled too (graphile-worker warns at start when a pool lacks either, decision 048)
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** A job's work; it must be safe to repeat (a runner that dies mid-job leaves it to run again). */
export type JobHandler = (payload: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;
/**
 * A handler run on a schedule (a cron pattern, UTC). Every runner schedules it and each tick runs once
 * over all of them (graphile-worker records the ticks it queued); one tick's job runs at a time.
 */
export type PeriodicJob = { name: string; cron: string; catchUpMs: number };
export type JobRunnerSettings = { concurrency: number; pollIntervalMs: number; periodic?: PeriodicJob[] };
export type JobLog = {
  debug?: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};
export type JobRunner = { stop(): Promise<void> };

// PostgreSQL's codes for a session ended by a shutdown or an administrator, and a database that is
// stopping or starting: the runner's LISTEN connection meets them on every Ctrl+C
const DATABASE_STOPPING_CODES = new Set(['57P01', '57P02', '57P03']);

// graphile-worker's messages of a part that tries again by itself: its LISTEN connection, its cron
const RETRIED_BY_ITSELF = ['Error with notify listener', 'Cron hit an error'];

/**
 * The level of one of graphile-worker's error messages (decision 098): its LISTEN connection or its
 * cron's query ended by the database's shutdown is expected on a Ctrl+C, which reaches the embedded
 * PostgreSQL too (each tries again, and a database that stays away fails the next try, an error), and
 * the failed UNLISTEN on that dead connection is one graphile-worker ignores.
 */
export function jobErrorLevel(
  message: string,
  meta: { error?: unknown } | undefined,
): 'debug' | 'info' | 'error' {
  if (message.startsWith('Error occurred attempting to UNLISTEN')) return 'debug';
  const code = (meta?.error as { code?: unknown } | undefined)?.code;
  const retried = RETRIED_BY_ITSELF.some((start) => message.startsWith(start));
  if (retried && DATABASE_STOPPING_CODES.has(String(code))) return 'info';
  return 'error';
}

function logger(log: JobLog) {
  return new Logger((scope) => (level, message, meta) => {
    if (level === 'error') {
      const at = jobErrorLevel(message, meta);
      if (at === 'error') log.error({ ...scope, ...meta }, message);
      else if (at === 'info') log.info({ ...scope, ...meta }, message);
      else log.debug?.({ ...scope, ...meta }, message);
    } else if (level === 'warning') log.warn({ ...scope, ...meta }, message);
  });
}

function taskListOf(handlers: JobHandlers): Record<string, Task> {
  const taskList: Record<string, Task> = {};
  for (const [name, handler] of Object.entries(handlers)) taskList[name] = (payload) => handler(payload);
  return taskList;
}

/**
 * Runs the jobs that are due now, then returns (a failed one waits for its next try): for a short
 * process such as the admin CLI, whose mail must not wait for a server to start.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, log: JobLog): Promise<void> {
  const pgPool = runnerPool(db, 2);
  try {
    await runOnce({ pgPool, taskList: taskListOf(handlers), logger: logger(log) });
  } finally {
    await pgPool.end();
  }
}

/**
 * A runner's connections carry its id in their application_name while it lives (its LISTEN
 * connection is held for good), and each of its graphile-worker workers is recorded against that id
 * (job_runner_workers, migration 0026). A worker whose runner has no connection left belongs to a
 * process that died (kill -9, a crash, a lost machine): the jobs it held locked are unlocked at once,
 * instead of after graphile-worker's 4 hours, so they run again (decision 056).
 */
const RUNNER_APP_PREFIX = 'vp-jobs:';
const RECOVERY_INTERVAL_MS = 60_000;

/** Unlocks the jobs of workers whose runner is gone; answers how many such workers there were. */
export async function unlockJobsOfDeadRunners(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`
    with dead as (
      delete from job_runner_workers w
       where not exists (
         select 1 from pg_stat_activity a where a.application_name = '${RUNNER_APP_PREFIX}' || w.runner_id)
      returning worker_id
    ), unlocked as (
      select graphile_worker.force_unlock_workers(array_agg(worker_id)) from dead having count(*) > 0
    )
    select (select count(*)::int from dead) as n, (select count(*) from unlocked) as done
  `);
  return rows[0]?.n ?? 0;
}

export async function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  settings: JobRunnerSettings,
  log: JobLog,
): Promise<JobRunner> {
  const runnerId = randomBytes(8).toString('hex');
  // one connection per job under way, its LISTEN, and one for the schedule
  const pgPool = runnerPool(db, settings.concurrency + 2, RUNNER_APP_PREFIX + runnerId);
  const events: WorkerEvents = new EventEmitter();
  // jobs are locked by the pool's id (its local queue) or by a worker's: both are recorded
  const register = (lockerId: string) =>
    pgPool
      .query('insert into job_runner_workers (worker_id, runner_id) values ($1, $2) on conflict do nothing', [
        lockerId,
        runnerId,
      ])
      .catch((err: unknown) => log.warn({ err }, 'could not record a job worker'));
  events.on('pool:create', ({ workerPool }) => void register(workerPool.id));
  events.on('worker:create', ({ worker }) => void register(worker.workerId));
  const recover = () =>
    unlockJobsOfDeadRunners(pgPool)
      .then((n) => {
        if (n > 0) log.warn({ workers: n }, 'unlocked the jobs of job runners that are gone');
      })
      .catch((err: unknown) => log.warn({ err }, 'could not check for job runners that are gone'));
  const recovery = setInterval(() => void recover(), RECOVERY_INTERVAL_MS);
  recovery.unref();
  const runner: Runner = await run({
    events,
    pgPool,
    taskList: taskListOf(handlers),
    concurrency: settings.concurrency,
    pollInterval: settings.pollIntervalMs,
    // our process owns its signals (main.ts, worker.ts) and stops the runner itself
    noHandleSignals: true,
    parsedCronItems: parseCronItems(
      (settings.periodic ?? []).map((p) => ({
        task: p.name,
        match: p.cron,
        // a tick missed while no runner ran is made up at start; the key and queue keep it to one at a time
        options: { backfillPeriod: p.catchUpMs, jobKey: p.name, queueName: p.name },
      })),
    ),
    logger: logger(log),
  });
  await recover();
  return {
    // waits for the jobs under way, then releases the connections
    stop: async () => {
      clearInterval(recovery);
      await runner.stop();
      await pgPool
        .query('delete from job_runner_workers where runner_id = $1', [runnerId])
        .catch(() => undefined);
      await pgPool.end();
    },
  };
}
