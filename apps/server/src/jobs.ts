// The job queue's handlers by name (decision 048) and the runners over them, started by the server
// (unless JOBS_IN_SERVER=false) and by `npm run worker`: every e-mail, housekeeping (decision 032) and
// the daily compliance run (decision 112) on a schedule that only one runner at a time carries out, on one runner; webhook deliveries on a
// runner of their own (decision 095): a graphile-worker runner takes only the jobs of the tasks it
// has, so a receiver that never answers holds delivery workers and never mail's.
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
import {
  COMPLIANCE_DAILY_CRON,
  COMPLIANCE_DAILY_JOB,
  runComplianceDaily,
} from './features/compliance/compliance-daily.ts';
import {
  COMPLIANCE_REFRESH_JOB,
  complianceRefreshJob,
} from './features/compliance/compliance-refresh-job.ts';
import { deliverWebhookJob } from './platform/webhooks/deliver-webhook.ts';
import { DELIVER_WEBHOOK_JOB } from './platform/webhooks/delivery-jobs.ts';
import { EVENTS_CHANNEL, startEventDispatcher } from './platform/webhooks/dispatcher.ts';
import {
  NOTIFICATION_DIGEST_CRON,
  NOTIFICATION_DIGEST_JOB,
  runNotificationDigests,
} from './features/notifications/notification-digest.ts';
import { startNotificationConsumer } from './features/notifications/notification-consumer.ts';

export type JobDeps = { db: Db; mailer: Mailer; blobs: BlobStore; config: Config };

const HOUSEKEEPING_JOB = 'housekeeping';

/** Mail and housekeeping: the jobs of the main runner (and of the admin CLI's run before it exits). */
export function jobHandlers(deps: JobDeps, log: JobLog): JobHandlers {
  return {
    [SEND_MAIL_JOB]: sendMailJob(deps.mailer),
    [COMPLIANCE_DAILY_JOB]: async () => {
      const run = await runComplianceDaily(deps.db, deps.config.publicUrl);
      log.info({ compliance: run }, 'compliance states and reminders');
    },
    // every vendor's compliance states after a requirement changed (decision 112)
    [COMPLIANCE_REFRESH_JOB]: complianceRefreshJob(deps.db),
    // the daily notification digests that are due (decision 118)
    [NOTIFICATION_DIGEST_JOB]: async () => {
      const run = await runNotificationDigests(deps.db, deps.config.publicUrl, new Date());
      if (run.digests > 0) log.info({ digests: run }, 'notification digests');
    },
    [HOUSEKEEPING_JOB]: async () => {
      const settings = deps.config.housekeeping;
      const pruned = await runHousekeeping({ db: deps.db, blobs: deps.blobs, settings });
      if (Object.values(pruned).some((n) => n > 0)) log.info({ pruned }, 'housekeeping');
    },
  };
}

/** Webhook deliveries: the only jobs of the delivery runner. */
export function deliveryHandlers(deps: Pick<JobDeps, 'db' | 'config'>): JobHandlers {
  return { [DELIVER_WEBHOOK_JOB]: deliverWebhookJob(deps.db, deps.config.webhooks) };
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
  return [
    { name: HOUSEKEEPING_JOB, cron: cronOfInterval(intervalMs / 1000), catchUpMs: intervalMs },
    // once a day; a server down at that hour runs it when it starts, within the day
    { name: COMPLIANCE_DAILY_JOB, cron: COMPLIANCE_DAILY_CRON, catchUpMs: 24 * 3600 * 1000 },
    // each user's digest once their time has passed (a missed run is made up by the next one)
    { name: NOTIFICATION_DIGEST_JOB, cron: NOTIFICATION_DIGEST_CRON, catchUpMs: 5 * 60 * 1000 },
  ];
}

/**
 * The two runners (mail and housekeeping; deliveries), and beside them the webhook dispatcher that
 * fans events out into delivery jobs. Each runner recovers the jobs of dead runners of either kind.
 */
export async function startJobs(deps: JobDeps, log: JobLog): Promise<JobRunner> {
  const runner = await startJobRunner(
    deps.db,
    jobHandlers(deps, log),
    { ...deps.config.jobs, periodic: periodicJobs(deps.config) },
    log,
  );
  const deliveries = await startJobRunner(
    deps.db,
    deliveryHandlers(deps),
    {
      concurrency: deps.config.webhooks.deliveryConcurrency,
      pollIntervalMs: deps.config.jobs.pollIntervalMs,
    },
    log,
  ).catch(async (err: unknown) => {
    await runner.stop();
    throw err;
  });
  const dispatcher = startEventDispatcher(deps.db, deps.config.webhooks.dispatchPollMs, log);
  // the notification e-mails follow the same feed with a cursor of their own (decision 118)
  const notifications = startNotificationConsumer(
    deps.db,
    deps.config.publicUrl,
    deps.config.webhooks.dispatchPollMs,
    log,
    EVENTS_CHANNEL,
  );
  return {
    stop: async () => {
      await Promise.all([dispatcher.stop(), notifications.stop()]);
      await Promise.all([deliveries.stop(), runner.stop()]);
    },
  };
}

/**
 * The admin CLI's commands queue mail too; it sends what is due before it exits. Deliveries are left
 * to the runners: a receiver that never answers must not hold a command.
 */
export function runJobsDueNow(deps: JobDeps, log: JobLog): Promise<void> {
  return runDueJobs(deps.db, jobHandlers(deps, log), log);
}
