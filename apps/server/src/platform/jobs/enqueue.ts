// Adds a job in the caller's transaction (decision 048): graphile-worker's add_job is a SQL function,
// so the job is written by the same connection as the change that causes it. A rollback takes the
// job with it; a commit wakes a worker at once (NOTIFY).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type JobOptions = {
  /** tries before the job is left failed; graphile-worker's default is 25 (about three days) */
  maxAttempts?: number;
  /** not before this time */
  runAt?: Date;
  /** a later job with the same key replaces a waiting one */
  jobKey?: string;
};

/** `tx` is the change's transaction (a plain handle works too, for a job caused by no change). */
export async function enqueue(
  tx: Db,
  name: string,
  payload: unknown,
  options: JobOptions = {},
): Promise<void> {
  await sql`select graphile_worker.add_job(
    ${name},
    ${JSON.stringify(payload ?? {})}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text
  )`.execute(tx);
}

/**
 * Adds one job of `name` per payload in one statement (graphile-worker's add_jobs), in the caller's
 * transaction: for a batch's many mails (the notification digests, decision 118), where a round trip
 * per job was most of the run.
 */
export async function enqueueMany(tx: Db, name: string, payloads: readonly unknown[]): Promise<void> {
  if (payloads.length === 0) return;
  const specs = payloads.map((payload) => ({ identifier: name, payload: payload ?? {} }));
  await sql`select graphile_worker.add_jobs(
    array(select json_populate_recordset(null::graphile_worker.job_spec, ${JSON.stringify(specs)}::json))
  )`.execute(tx);
}
