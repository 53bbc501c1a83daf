// The job queue's handlers by name (decision 048) and the runner over them, started by the server
// (unless JOBS_IN_SERVER=false) and by `npm run worker`.
import type { Config } from './config.ts';
import type { Db } from './platform/db/database.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { SEND_MAIL_JOB, sendMailJob } from './platform/mail/mail-queue.ts';
import {
  runDueJobs,
  startJobRunner,
  type JobHandlers,
  type JobLog,
  type JobRunner,
} from './platform/jobs/job-runner.ts';

export type JobDeps = { db: Db; mailer: Mailer; config: Config };

export function jobHandlers(deps: JobDeps): JobHandlers {
  return { [SEND_MAIL_JOB]: sendMailJob(deps.mailer) };
}

export function startJobs(deps: JobDeps, log: JobLog): Promise<JobRunner> {
  return startJobRunner(deps.db, jobHandlers(deps), deps.config.jobs, log);
}

/** The admin CLI's commands queue mail too; it sends what is due before it exits. */
export function runJobsDueNow(deps: JobDeps, log: JobLog): Promise<void> {
  return runDueJobs(deps.db, jobHandlers(deps), log);
}
