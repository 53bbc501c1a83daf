// The circuit breaker of a webhook (decision 095). Every failed try of one of its deliveries (test
// messages aside) counts; a success resets the count. At `suspendAfterFailures` failures in a row the
// webhook is suspended: its other deliveries are parked (pending, no job, no next try: their retry
// schedule is not used up) and its new events are still fanned out as parked deliveries, so nothing is
// lost. One delivery, the one whose failure suspended it (the probe), goes on being tried on its own
// retry schedule: the half-open try, whose growing waits are the cool-down. A success of any try
// resumes the webhook, as does a redelivery, a test message or a PUT that leaves it enabled; resuming
// queues every parked delivery again. When the probe's schedule runs out the webhook is disabled as
// before (decision 056), its parked deliveries kept until it is enabled again.
//
// Locks, in one order everywhere (no deadlock): the subscription's row first, then deliveries. A
// delivery is parked only under the subscription's row lock (no-key-update) while it is suspended, and
// resuming takes that lock before it reads the parked ones, so none is parked behind a resume's back.
// A successful try holds only a key-share lock, so that one webhook's tries do not wait for each
// other's commits; its reset and resume are updates that lock the row only when they change it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { enqueueDeliveries } from './delivery-jobs.ts';

export type SubscriptionState = {
  enabled: boolean;
  suspended: boolean;
  probeDeliveryId: number | null;
};

/**
 * The subscription's state under its row lock (held to the end of `tx`); undefined once deleted.
 * `share`: a key-share lock, which only keeps it from being deleted meanwhile: the tries of one
 * webhook log their outcome side by side, and only a change of its state (a failure counted, a resume)
 * waits for another.
 */
export async function lockSubscription(
  tx: Db,
  subscriptionId: number,
  options: { share?: boolean } = {},
): Promise<SubscriptionState | undefined> {
  const query = tx
    .selectFrom('webhook_subscriptions')
    .select(['enabled', 'suspended_at', 'probe_delivery_id'])
    .where('id', '=', subscriptionId);
  const row = await (options.share ? query.forKeyShare() : query.forNoKeyUpdate()).executeTakeFirst();
  if (!row) return undefined;
  return {
    enabled: row.enabled,
    suspended: row.suspended_at !== null,
    probeDeliveryId: row.probe_delivery_id === null ? null : Number(row.probe_delivery_id),
  };
}

/** Whether a delivery of a subscription in this state waits for it to resume instead of being tried. */
export const waitsForResume = (state: SubscriptionState, deliveryId: number): boolean =>
  state.suspended && state.probeDeliveryId !== deliveryId;

/** Parks a pending delivery: no job, no next try, until its webhook resumes. */
export async function parkDelivery(tx: Db, deliveryId: number): Promise<void> {
  await tx
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: null })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}

const reasonOf = (failures: number, lastError: string) =>
  `Deliveries suspended after ${failures} failed tries in a row (the last: ${lastError}). The delivery ` +
  'whose failure suspended it is still tried on its retry schedule and a success resumes the others; so ' +
  'does a redelivery or a test message.';

/**
 * Counts a failed try of `deliveryId` (the subscription locked by lockSubscription); suspends the
 * subscription when the count reaches the limit, with this delivery as its probe. Answers the state
 * after the count.
 */
export async function countFailedTry(
  tx: Db,
  subscriptionId: number,
  deliveryId: number,
  settings: { suspendAfterFailures: number },
  lastError: string,
): Promise<SubscriptionState> {
  const trips = sql<boolean>`(suspended_at is null and consecutive_failures + 1 >= ${settings.suspendAfterFailures})`;
  const row = await tx
    .updateTable('webhook_subscriptions')
    .set({
      consecutive_failures: sql`consecutive_failures + 1`,
      suspended_at: sql`case when ${trips} then now() else suspended_at end`,
      suspended_reason: sql`case when ${trips} then ${reasonOf(settings.suspendAfterFailures, lastError)} else suspended_reason end`,
      probe_delivery_id: sql`case when ${trips} then ${deliveryId}::bigint else probe_delivery_id end`,
      version: sql`case when ${trips} then version + 1 else version end`,
      updated_at: sql`case when ${trips} then now() else updated_at end`,
    })
    .where('id', '=', subscriptionId)
    .returning(['enabled', 'suspended_at', 'probe_delivery_id'])
    .executeTakeFirstOrThrow();
  return {
    enabled: row.enabled,
    suspended: row.suspended_at !== null,
    probeDeliveryId: row.probe_delivery_id === null ? null : Number(row.probe_delivery_id),
  };
}

/**
 * A try succeeded: the count starts again, and a subscription that was suspended when the try began
 * (its probe, as a rule) resumes. One that was suspended during the try is left to its probe.
 */
export async function countSucceededTry(
  tx: Db,
  subscriptionId: number,
  wasSuspended: boolean,
): Promise<void> {
  if (wasSuspended) {
    await resumeWebhook(tx, subscriptionId);
    return;
  }
  // locks and writes the row only when there is a count to reset
  await tx
    .updateTable('webhook_subscriptions')
    .set({ consecutive_failures: 0 })
    .where('id', '=', subscriptionId)
    .where('consecutive_failures', '<>', 0)
    .where('suspended_at', 'is', null)
    .execute();
}

/** The columns of a subscription that is not suspended (a PUT that leaves it enabled sets them too). */
export const NOT_SUSPENDED = {
  suspended_at: null,
  suspended_reason: null,
  probe_delivery_id: null,
  consecutive_failures: 0,
} as const;

/** Queues the parked deliveries of a subscription no longer suspended, now, in `tx`. */
export async function requeueParked(tx: Db, subscriptionId: number): Promise<void> {
  const parked = await tx
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: sql`now()` })
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', 'is', null)
    .returning('id')
    .execute();
  await enqueueDeliveries(
    tx,
    parked.map((p) => Number(p.id)),
  );
}

/**
 * Resumes an enabled, suspended subscription and queues its parked deliveries now, in `tx`. Answers
 * whether it was suspended. A disabled one stays suspended: enabling it (PUT) resumes it.
 */
export async function resumeWebhook(tx: Db, subscriptionId: number): Promise<boolean> {
  const resumed = await tx
    .updateTable('webhook_subscriptions')
    .set({ ...NOT_SUSPENDED, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', subscriptionId)
    .where('suspended_at', 'is not', null)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!resumed) return false;
  await requeueParked(tx, subscriptionId);
  return true;
}
