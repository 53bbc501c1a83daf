// Mail leaves through the job queue (decision 048), after the request that caused it has answered:
// tests that read what was sent first wait until the queue holds no e-mail waiting to go.
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.ts';
import { SEND_MAIL_JOB } from '../src/platform/mail/mail-queue.ts';

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
