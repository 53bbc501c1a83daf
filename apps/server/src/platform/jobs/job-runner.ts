// Runs the registered handlers over graphile-worker (decision 048), in the server by default or
// alone (`npm run worker`). A job is taken with FOR UPDATE SKIP LOCKED, so runners on one database
// never take the same job; a handler that throws is tried again later with exponential backoff.
import { Logger, parseCronItems, run, runOnce, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import { poolOf, type Db } from '../db/database.ts';

/**
 * The runner's own connections (its LISTEN, taking and completing jobs), beside the pool that serves
 * requests: a LISTEN held for the process's life must never take a request's connection (with a pool
 * of one, requests waited for it until they failed). Handlers do their own work through `db`.
 */
function runnerPool(db: Db, connections: number): pg.Pool {
  const pool = new pg.Pool({ ...poolOf(db).options, max: connections });
  // an idle connection lost must not crash the process; the runner reconnects
  pool.on('error', () => undefined);
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
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};
export type JobRunner = { stop(): Promise<void> };

function logger(log: JobLog) {
  return new Logger((scope) => (level, message, meta) => {
    if (level === 'error') log.error({ ...scope, ...meta }, message);
    else if (level === 'warning') log.warn({ ...scope, ...meta }, message);
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

export async function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  settings: JobRunnerSettings,
  log: JobLog,
): Promise<JobRunner> {
  // one connection per job under way, its LISTEN, and one for the schedule
  const pgPool = runnerPool(db, settings.concurrency + 2);
  const runner: Runner = await run({
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
  return {
    // waits for the jobs under way, then releases the connections
    stop: async () => {
      await runner.stop();
      await pgPool.end();
    },
  };
}
