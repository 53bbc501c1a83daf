// The job queue's handlers by name (decision 048) and the runner over them, started by the server
// (unless JOBS_IN_SERVER=false) and by `npm run worker`: every e-mail, and housekeeping (decision 032)
// on a schedule that only one runner at a time carries out.
import type { Config } from './config.ts';
import type { BlobStore } from './platform/blobs/blob-store.ts';
import type { Db } from './platform/db/database.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { SEND_MAIL_JOB, sendMailJob } from './platform/mail/mail-queue.ts';
import {
  runDueJobs,
  startJobRunner,
  type JobHandlers,
  type JobLog,
  type JobRunner,
  type PeriodicJob,
} from './platform/jobs/job-runner.ts';
import { runHousekeeping } from './housekeeping.ts';
import { DELIVER_WEBHOOK_JOB, deliverWebhookJob } from './platform/webhooks/deliver-webhook.ts';
import { startEventDispatcher } from './platform/webhooks/dispatcher.ts';

export type JobDeps = { db: Db; mailer: Mailer; blobs: BlobStore; config: Config };

const HOUSEKEEPING_JOB = 'housekeeping';

export function jobHandlers(deps: JobDeps, log: JobLog): JobHandlers {
  return {
    [SEND_MAIL_JOB]: sendMailJob(deps.mailer),
    [DELIVER_WEBHOOK_JOB]: deliverWebhookJob(deps.db, deps.config.webhooks),
    [HOUSEKEEPING_JOB]: async () => {
      const settings = deps.config.housekeeping;
      const pruned = await runHousekeeping({ db: deps.db, blobs: deps.blobs, settings });
      if (Object.values(pruned).some((n) => n > 0)) log.info({ pruned }, 'housekeeping');
    },
  };
}

/**
 * HOUSEKEEPING_INTERVAL_SECONDS as a cron pattern: whole minutes below an hour, whole hours below a
 * day, else daily (cron has no finer steps that divide every hour or day evenly).
 */
export function cronOfInterval(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

function periodicJobs(config: Config): PeriodicJob[] {
  const intervalMs = config.housekeeping.intervalMs;
  if (intervalMs === 0) return [];
  return [{ name: HOUSEKEEPING_JOB, cron: cronOfInterval(intervalMs / 1000), catchUpMs: intervalMs }];
}

/** The runner, and beside it the webhook dispatcher that fans events out into delivery jobs. */
export async function startJobs(deps: JobDeps, log: JobLog): Promise<JobRunner> {
  const runner = await startJobRunner(
    deps.db,
    jobHandlers(deps, log),
    { ...deps.config.jobs, periodic: periodicJobs(deps.config) },
    log,
  );
  const dispatcher = startEventDispatcher(deps.db, deps.config.webhooks.dispatchPollMs, log);
  return {
    stop: async () => {
      await dispatcher.stop();
      await runner.stop();
    },
  };
}

/** The admin CLI's commands queue mail too; it sends what is due before it exits. */
export function runJobsDueNow(deps: JobDeps, log: JobLog): Promise<void> {
  return runDueJobs(deps.db, jobHandlers(deps, log), log);
}
