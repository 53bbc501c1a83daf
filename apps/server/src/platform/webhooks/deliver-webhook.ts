// The `deliver-webhook` job (decision 056): one try of one delivery (a subscription and an event, or
// a test message). The message is the event as the feed lists it, wrapped as the Standard Webhooks
// specification suggests ({type, timestamp, data}), with the event's id as webhook-id so that the
// receiver can dedupe. Each try is logged. A failed try is tried again after the next wait of the
// schedule (a new job, queued in the transaction that logs the try); when the schedule runs out the
// delivery fails, the webhook is disabled and the API client's contact is e-mailed. The receiver is
// called outside any transaction: a slow receiver must not hold a transaction (and the feed's xmin).
// A webhook that keeps failing is suspended and its deliveries wait untried (decision 095,
// suspension.ts); a delivery whose webhook was deleted meanwhile ends without a trace.
import { sql } from 'kysely';
import type { ProviderEvent } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { renderEmail } from '../mail/templates.ts';
import { enqueueDelivery } from './delivery-jobs.ts';
import { postWebhook, type PostResult } from './post-webhook.ts';
import {
  countFailedTry,
  countSucceededTry,
  lockSubscription,
  parkDelivery,
  waitsForResume,
} from './suspension.ts';
import { WEBHOOK_TEST_TYPE, type WebhookSettings } from './webhook-settings.ts';

type DeliveryRow = {
  id: string;
  status: string;
  schedule_step: number;
  message_id: string;
  created_at: Date;
  subscription_id: string;
  public_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  suspended: boolean;
  client_name: string;
  contact_email: string | null;
  event_id: string | null;
  type: string | null;
  occurred_at: Date | null;
  vendor_id: number | null;
  vendor_num: number | null;
  vendor_external_id: string | null;
  actor_kind: ProviderEvent['actor']['kind'] | null;
  actor_id: number | null;
  subject: Record<string, unknown> | null;
  data: Record<string, unknown> | null;
};

async function loadDelivery(db: Db, deliveryId: number): Promise<DeliveryRow | undefined> {
  const { rows } = await sql<DeliveryRow>`
    select d.id, d.status, d.schedule_step, d.message_id, d.created_at,
           s.id as subscription_id, s.public_id, s.url, s.secret, s.enabled,
           s.suspended_at is not null as suspended,
           c.name as client_name, c.contact_email,
           e.id as event_id, e.type, e.occurred_at, e.vendor_id, v.vendor_num, v.external_id as vendor_external_id,
           e.actor_kind, e.actor_id, e.subject, e.data
      from webhook_deliveries d
      join webhook_subscriptions s on s.id = d.subscription_id
      join api_clients c on c.id = s.api_client_id
      left join events e on e.id = d.event_id
      left join vendors v on v.id = e.vendor_id
     where d.id = ${deliveryId}
  `.execute(db);
  return rows[0];
}

/** The event of a delivery as the feed lists it (a test message has one of its own). */
function eventOf(row: DeliveryRow): ProviderEvent {
  if (row.event_id === null)
    return {
      id: row.message_id,
      type: WEBHOOK_TEST_TYPE,
      occurredAt: row.created_at.toISOString(),
      vendor: null,
      actor: { kind: 'provider', id: null },
      subject: { webhookId: row.public_id },
      data: {},
    };
  return {
    id: row.message_id,
    type: row.type!,
    occurredAt: row.occurred_at!.toISOString(),
    vendor:
      row.vendor_id === null || row.vendor_num === null
        ? null
        : { id: row.vendor_id, vendorNum: row.vendor_num, externalId: row.vendor_external_id },
    actor: { kind: row.actor_kind!, id: row.actor_id },
    subject: row.subject ?? {},
    data: row.data ?? {},
  };
}

/** The message's body: the Standard Webhooks envelope around the event. */
export function webhookBody(event: ProviderEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt, data: event });
}

async function logAttempt(tx: Db, deliveryId: number, result: PostResult): Promise<void> {
  await tx
    .insertInto('webhook_delivery_attempts')
    .values({
      delivery_id: deliveryId,
      succeeded: result.succeeded,
      response_status: result.status,
      latency_ms: result.latencyMs,
      error: result.error?.slice(0, 500) ?? null,
      response_excerpt: result.excerpt,
    })
    .execute();
}

async function disableForFailing(tx: Db, row: DeliveryRow, settings: WebhookSettings): Promise<void> {
  const days = settings.retryScheduleMs.reduce((a, b) => a + b, 0) / 86_400_000;
  const reason = `Deliveries kept failing: an event could not be delivered after ${
    settings.retryScheduleMs.length + 1
  } tries over ${days >= 1 ? `${days.toFixed(1)} days` : `${Math.round(days * 1440)} minutes`}.`;
  const disabled = await tx
    .updateTable('webhook_subscriptions')
    .set({
      enabled: false,
      disabled_at: sql`now()`,
      disabled_reason: reason,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', Number(row.subscription_id))
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  // only the delivery that disabled it e-mails (others may run out at the same moment)
  if (!disabled || !row.contact_email) return;
  const email = renderEmail({
    companyName: 'Vendor Portal',
    subject: `Webhook disabled: ${row.url}`,
    heading: 'A webhook was disabled',
    paragraphs: [
      `The webhook ${row.public_id} of your API client "${row.client_name}" was disabled: its receiver at ` +
        `${row.url} did not accept an event after every retry.`,
      reason,
      'Read its delivery log (GET /provider/v1/webhooks/{id}/deliveries), fix the receiver, then enable the ' +
        'webhook again (PUT with enabled true) and redeliver what failed, or read the events feed.',
    ],
  });
  await enqueueMail(tx, { to: row.contact_email, ...email });
}

/** One try of a delivery; safe to repeat (a delivered or failed one is left alone). */
export async function deliverWebhook(db: Db, settings: WebhookSettings, deliveryId: number): Promise<void> {
  const row = await loadDelivery(db, deliveryId);
  if (!row || row.status !== 'pending') return;
  const isTest = row.event_id === null;
  const subscriptionId = Number(row.subscription_id);
  if (!row.enabled && !isTest) {
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null })
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .execute();
    return;
  }
  // suspended (as read without a lock): parked untried, unless it resumed meanwhile or this is its probe
  if (row.suspended && !isTest) {
    const waits = await db.transaction().execute(async (tx) => {
      const state = await lockSubscription(tx, subscriptionId);
      if (!state) return true;
      if (!waitsForResume(state, deliveryId)) return false;
      await parkDelivery(tx, deliveryId);
      return true;
    });
    if (waits) return;
  }
  const event = eventOf(row);
  const result = await postWebhook(
    row.url,
    row.secret,
    { id: row.message_id, timestamp: new Date(), body: webhookBody(event) },
    settings,
  );
  await db.transaction().execute(async (tx) => {
    // no wait for the disk at this commit (decision 095): the job's completion, a normal commit made
    // after it, flushes it too; a crash of PostgreSQL before that loses both, and the try is made again
    await sql`select set_config('synchronous_commit', 'off', true)`.execute(tx);
    // the subscription's lock first (suspension.ts); gone, it took this delivery with it: nothing to log
    let state = await lockSubscription(tx, subscriptionId, { share: true });
    if (!state) return;
    if (!isTest) {
      if (result.succeeded) await countSucceededTry(tx, subscriptionId, row.suspended);
      else
        state = await countFailedTry(tx, subscriptionId, deliveryId, settings, result.error ?? 'no answer');
    }
    await logAttempt(tx, deliveryId, result);
    const step = row.schedule_step;
    const wait = settings.retryScheduleMs[step];
    const retry = !result.succeeded && !isTest && wait !== undefined;
    // a failed try of a suspended webhook's delivery (not its probe) is parked: no next job
    const runAt = retry && !waitsForResume(state, deliveryId) ? new Date(Date.now() + wait) : null;
    await tx
      .updateTable('webhook_deliveries')
      .set({
        status: result.succeeded ? 'delivered' : retry ? 'pending' : 'failed',
        attempts: sql`attempts + 1`,
        schedule_step: retry ? step + 1 : step,
        last_attempt_at: sql`now()`,
        next_attempt_at: runAt,
        ...(result.succeeded ? { delivered_at: sql`now()` } : {}),
      })
      .where('id', '=', deliveryId)
      .execute();
    if (runAt) await enqueueDelivery(tx, deliveryId, runAt);
    else if (!result.succeeded && !isTest && !retry) await disableForFailing(tx, row, settings);
  });
}

export function deliverWebhookJob(db: Db, settings: WebhookSettings): JobHandler {
  return async (payload) => {
    const { deliveryId } = payload as { deliveryId: number };
    await deliverWebhook(db, settings, Number(deliveryId));
  };
}
