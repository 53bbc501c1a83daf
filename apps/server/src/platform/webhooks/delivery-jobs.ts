// The `deliver-webhook` jobs (decisions 056 and 095): one per delivery under way, keyed by the delivery
// (a later queueing replaces a waiting one), in one of its webhook's few graphile-worker queues (a
// queue runs one job at a time, so a webhook never has more than DELIVERIES_IN_FLIGHT_PER_WEBHOOK
// tries in flight, however slow its receiver), and below mail in priority (a runner looking for mail
// finds it before any backlog of deliveries). Only the delivery runner takes these jobs (jobs.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DELIVERIES_IN_FLIGHT_PER_WEBHOOK } from './webhook-settings.ts';

export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';
const DELIVERY_PRIORITY = 1;

export const deliveryJobKey = (deliveryId: number) => `webhook-delivery:${deliveryId}`;

/**
 * Queues a try of each delivery (now, or at `runAt`), in `tx` (the change's transaction); a waiting
 * try of one is replaced. One statement for any number (a dispatcher pass queues hundreds).
 */
export async function enqueueDeliveries(tx: Db, deliveryIds: number[], runAt?: Date): Promise<void> {
  if (deliveryIds.length === 0) return;
  await sql`select count(*) from graphile_worker.add_jobs(array(
      select row(
        ${DELIVER_WEBHOOK_JOB}::text,
        json_build_object('deliveryId', d.id),
        'webhook:' || d.subscription_id || ':' || (d.id % ${DELIVERIES_IN_FLIGHT_PER_WEBHOOK}),
        ${runAt ?? null}::timestamptz,
        null,
        'webhook-delivery:' || d.id,
        ${DELIVERY_PRIORITY}::smallint,
        null
      )::graphile_worker.job_spec
        from webhook_deliveries d
       where d.id = any(${deliveryIds}::bigint[])
       order by d.id
    ))`.execute(tx);
}

export const enqueueDelivery = (tx: Db, deliveryId: number, runAt?: Date) =>
  enqueueDeliveries(tx, [deliveryId], runAt);

/**
 * Ends the waiting jobs of a webhook's deliveries (its deletion, in the same transaction): a job
 * under way cannot be taken back, and finds its delivery gone (a no-op, deliver-webhook.ts).
 */
export async function removeDeliveryJobs(tx: Db, subscriptionId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from graphile_worker.complete_jobs(array(
      select j.id from graphile_worker.jobs j
       where j.key in (
         select 'webhook-delivery:' || d.id from webhook_deliveries d where d.subscription_id = ${subscriptionId}
       )
    ))`.execute(tx);
  return rows[0]?.n ?? 0;
}
