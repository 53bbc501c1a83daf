// What /metrics reads from the database at each scrape (issue 42 point 6): the job queue's depth and
// failures, and each webhook subscription's failures. Counts over small tables (the queue keeps only the
// jobs not yet done; deliveries not delivered), read at a scraper's pace (every 15-60 s).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export type QueueFigures = {
  due: number;
  running: number;
  retrying: number;
  failed: number;
  oldestDueSeconds: number;
};

export async function queueFigures(db: Db): Promise<QueueFigures> {
  const { rows } = await sql<QueueFigures>`
    select count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as due,
           count(*) filter (where locked_at is not null)::int as running,
           count(*) filter (where attempts > 0 and attempts < max_attempts)::int as retrying,
           count(*) filter (where attempts >= max_attempts)::int as failed,
           coalesce(extract(epoch from now() - min(run_at) filter (
             where locked_at is null and attempts < max_attempts and run_at <= now())), 0)::float8 as "oldestDueSeconds"
      from graphile_worker.jobs`.execute(db);
  return rows[0] ?? { due: 0, running: 0, retrying: 0, failed: 0, oldestDueSeconds: 0 };
}

export type WebhookFigures = {
  subscription: string;
  consecutiveFailures: number;
  suspended: boolean;
  retrying: number;
  failed: number;
};

export async function webhookFigures(db: Db): Promise<WebhookFigures[]> {
  const { rows } = await sql<WebhookFigures>`
    select s.public_id::text as subscription,
           s.consecutive_failures as "consecutiveFailures",
           (s.suspended_at is not null) as suspended,
           count(d.id) filter (where d.status = 'pending' and d.attempts > 0)::int as retrying,
           count(d.id) filter (where d.status = 'failed')::int as failed
      from webhook_subscriptions s
      left join webhook_deliveries d on d.subscription_id = s.id and d.status <> 'delivered'
     where s.enabled
     group by s.id
     order by s.id`.execute(db);
  return rows;
}
