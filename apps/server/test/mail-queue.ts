// Mail leaves through the job queue (decision 048), after the request that caused it has answered:
// tests that read what was sent first wait until the queue holds no e-mail waiting to go.
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.ts';
import { runDueJobs } from '../src/platform/jobs/job-runner.ts';
import { SEND_MAIL_JOB, sendMailJob } from '../src/platform/mail/mail-queue.ts';
import type { Mailer, MailMessage } from '../src/platform/mail/mailer.ts';

export async function mailQueueDrained(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from graphile_worker.jobs where task_identifier = ${SEND_MAIL_JOB}
    `.execute(db);
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.n} e-mails still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Runs the e-mails queued so far through the real send-mail job into a mailer that keeps them, and
 * answers them: for service tests, which have no server (and so no job runner) to send them.
 */
export async function sendQueuedMail(db: Db): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const keeper: Mailer = {
    kind: 'outbox',
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    async close() {},
  };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  await runDueJobs(db, { [SEND_MAIL_JOB]: sendMailJob(keeper) }, quiet);
  return sent;
}
