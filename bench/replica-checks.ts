// What the many-vendor benchmark's replica run (BENCH_REPLICA_CHECKS=1, issue 42, decision 126) checks
// besides the calls' answers: the mail every job process sent (a real SMTP server on loopback), the
// webhooks they delivered (a receiver on loopback), and a ledger of every job the run's database
// queued and completed (triggers on graphile-worker's job table, in the run's copy of the database
// only), so that "every job done once" is read from the database and the receivers afterwards.
import { createHash } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { findPart, readMime } from '../apps/server/src/platform/mail/read-mime-for-tests.ts';

export type MailSink = {
  url: string;
  /** every message received: to, subject and a hash of its text (the same mail sent twice hashes the same) */
  received: { to: string; subject: string; hash: string }[];
  close(): Promise<void>;
};

/** An SMTP relay on loopback that keeps what it receives (no auth, no TLS: loopback only). */
export async function startMailSink(port = 0): Promise<MailSink> {
  const received: MailSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMime(Buffer.concat(chunks));
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const subject = message.headers.get('subject') ?? '';
        // Message-ID and Date differ between two sends of one job; the words do not
        const text = findPart(message, 'text/plain')?.body.toString('utf8') ?? '';
        const hash = createHash('sha256').update(`${to}\n${subject}\n${text}`).digest('hex');
        received.push({ to, subject, hash });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookSink = {
  url: string;
  /** how many times each webhook-id (the event's id) arrived, answered 204 each time */
  received: Map<string, number>;
  requests: () => number;
  close(): Promise<void>;
};

/** A webhook receiver on loopback that answers 204 at once and counts each webhook-id. */
export async function startWebhookSink(port = 0): Promise<WebhookSink> {
  const received = new Map<string, number>();
  let requests = 0;
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const id = String(req.headers['webhook-id'] ?? '');
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/hooks`,
    received,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The ledger: one row per job graphile-worker queued from now on, marked when its row is deleted
 * (graphile-worker deletes a job when its handler succeeded), with the attempts it took. A job taken
 * by two workers at once, or run again after its effect, shows as attempts > 1 (and, for mail and
 * webhooks, as a second message or delivery at the receivers).
 */
export async function installJobLedger(client: pg.Client): Promise<void> {
  await client.query(`
    create table if not exists bench_job_ledger (
      job_id bigint primary key,
      task text not null,
      run_at timestamptz not null,
      job_key text,
      queued_at timestamptz not null default clock_timestamp(),
      completions int not null default 0,
      attempts int,
      last_error text
    );
    create or replace function bench_job_queued() returns trigger language plpgsql as $$
      begin
        insert into public.bench_job_ledger (job_id, task, run_at, job_key)
          select new.id, t.identifier, new.run_at, new.key
            from graphile_worker._private_tasks t where t.id = new.task_id
          on conflict do nothing;
        return null;
      end $$;
    create or replace function bench_job_completed() returns trigger language plpgsql as $$
      begin
        update public.bench_job_ledger
           set completions = completions + 1, attempts = old.attempts, last_error = old.last_error
         where job_id = old.id;
        return null;
      end $$;
    drop trigger if exists bench_job_queued on graphile_worker._private_jobs;
    create trigger bench_job_queued after insert on graphile_worker._private_jobs
      for each row execute function bench_job_queued();
    drop trigger if exists bench_job_completed on graphile_worker._private_jobs;
    create trigger bench_job_completed after delete on graphile_worker._private_jobs
      for each row execute function bench_job_completed();
  `);
}

export type LedgerRow = {
  task: string;
  queued: number;
  completed: number;
  /** completed on the first attempt: the handler ran once */
  once: number;
  /** completed after more than one attempt (a failure, or a runner that died holding it) */
  retried: number;
  /** not completed (yet): still queued, waiting for a retry, or failed for good */
  open: number;
  /** the same cron tick queued more than once (by two runners) */
  duplicateTicks: number;
};

export async function readJobLedger(client: pg.Client): Promise<LedgerRow[]> {
  const { rows } = await client.query<LedgerRow>(`
    select task,
           count(*)::int as queued,
           count(*) filter (where completions > 0)::int as completed,
           count(*) filter (where completions > 0 and attempts = 1)::int as once,
           count(*) filter (where completions > 0 and attempts > 1)::int as retried,
           count(*) filter (where completions = 0)::int as open,
           (select count(*)::int from (
              select 1 from bench_job_ledger d
               where d.task = l.task and d.job_key is null
                 and d.task in ('housekeeping', 'notification-digest', 'compliance-daily')
               group by d.run_at having count(*) > 1) dup) as "duplicateTicks"
      from bench_job_ledger l
     group by task
     order by task
  `);
  return rows;
}

/** Jobs of the ledger not completed yet. */
export async function openJobs(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from bench_job_ledger where completions = 0',
  );
  return rows[0]?.n ?? 0;
}
