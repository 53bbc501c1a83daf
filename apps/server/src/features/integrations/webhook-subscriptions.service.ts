// Webhook subscriptions of the provider API (issue 17 point 4, decision 056): each belongs to the API
// client that created it and is found only through that client (another client's id is 404, the
// same as one that does not exist). The signing secret is generated ('whsec_' and 32 random bytes,
// the Standard Webhooks format) unless the client brings its own, and is shown on create only. The
// delivery log, manual redelivery and the test message sit on the same subscription. A redelivery, a
// test message or a PUT that leaves it enabled resumes a suspended subscription (decision 095); a
// deletion ends the waiting jobs of its deliveries with it.
import { randomBytes } from 'node:crypto';
import type { CreateWebhookBody, EventType, PutWebhookBody, Webhook, WebhookDelivery } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { webhookUrlProblem } from '../../platform/webhooks/url-guard.ts';
import { enqueueDelivery, removeDeliveryJobs } from '../../platform/webhooks/delivery-jobs.ts';
import {
  lockSubscription,
  NOT_SUSPENDED,
  requeueParked,
  resumeWebhook,
} from '../../platform/webhooks/suspension.ts';
import { WEBHOOK_TEST_TYPE } from '../../platform/webhooks/webhook-settings.ts';
import {
  apiClientIdOf,
  clientSubscriptions,
  deleteSubscription,
  deliveryAttempts,
  deliveryRow,
  deliveryRows,
  insertSubscription,
  insertTestDelivery,
  lockSubscriptionVersion,
  ownSubscription,
  restartDelivery,
  updateSubscription,
  type DeliveryRow,
} from './webhook-subscriptions.repository.ts';

export { SUBSCRIPTION_COLUMNS } from './webhook-subscriptions.repository.ts';

export type WebhooksDeps = { db: Db; allowLocalHttp: boolean };

export const webhookNotFound = () =>
  new AppError('not_found', 'This API client has no webhook with this id.', { reason: 'not-found' });

/** `fn` in `db`'s transaction when it is one (a staff change and its audit row), else in a new one. */
const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db) : db.transaction().execute(fn);

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function checkUrl(url: string, allowLocalHttp: boolean): void {
  const problem = webhookUrlProblem(url, allowLocalHttp);
  if (problem)
    throw new AppError('bad_request', `Invalid request: url: ${problem}.`, { reason: 'invalid-url' });
}

type SubscriptionRow = {
  id: number;
  public_id: string;
  url: string;
  event_types: string[] | null;
  description: string;
  enabled: boolean;
  disabled_at: Date | null;
  disabled_reason: string | null;
  suspended_at: Date | null;
  suspended_reason: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

export const toWebhook = (r: SubscriptionRow): Webhook => ({
  id: r.public_id,
  url: r.url,
  // written only through the create and put bodies, whose event types are the catalogue's
  eventTypes: r.event_types as EventType[] | null,
  description: r.description,
  enabled: r.enabled,
  disabledAt: r.disabled_at?.toISOString() ?? null,
  disabledReason: r.disabled_reason,
  suspendedAt: r.suspended_at?.toISOString() ?? null,
  suspendedReason: r.suspended_reason,
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The client's subscription by its public id; 404 for none or another client's. */
async function findOwn(db: Db, clientId: string, id: string): Promise<SubscriptionRow> {
  const row = await ownSubscription(db, clientId, id);
  if (!row) throw webhookNotFound();
  return row;
}

export async function createWebhook(
  deps: WebhooksDeps,
  clientId: string,
  body: CreateWebhookBody,
): Promise<Webhook & { secret: string }> {
  checkUrl(body.url, deps.allowLocalHttp);
  const secret = body.secret ?? newSecret();
  const apiClientId = await apiClientIdOf(deps.db, clientId);
  const row = await insertSubscription(deps.db, {
    api_client_id: apiClientId,
    url: body.url,
    event_types: body.eventTypes ?? null,
    description: body.description ?? '',
    secret,
  });
  return { ...toWebhook(row), secret };
}

export async function getWebhook(db: Db, clientId: string, id: string): Promise<Webhook> {
  return toWebhook(await findOwn(db, clientId, id));
}

export async function listWebhooks(
  db: Db,
  clientId: string,
  options: { afterId: number | undefined; limit: number },
): Promise<{ id: number; webhook: Webhook }[]> {
  const rows = await clientSubscriptions(db, clientId, options);
  return rows.map((r) => ({ id: r.id, webhook: toWebhook(r) }));
}

export async function putWebhook(
  deps: WebhooksDeps,
  clientId: string,
  id: string,
  body: PutWebhookBody,
  expectedVersion: number | undefined,
): Promise<Webhook> {
  checkUrl(body.url, deps.allowLocalHttp);
  const own = await findOwn(deps.db, clientId, id);
  const enabled = body.enabled ?? true;
  return inTransaction(deps.db, async (tx) => {
    const row = await updateSubscription(tx, own.id, expectedVersion, {
      url: body.url,
      event_types: body.eventTypes ?? null,
      description: body.description ?? '',
      enabled,
      // enabled again (or paused by the client): the reason of a disabling no longer applies
      ...(enabled !== own.enabled || enabled ? { disabled_at: null, disabled_reason: null } : {}),
      // left enabled (often with a mended URL): a suspended webhook is tried again
      ...(enabled ? NOT_SUSPENDED : {}),
      ...(body.secret ? { secret: body.secret } : {}),
    });
    if (!row) throw preconditionFailed();
    if (enabled) await requeueParked(tx, own.id);
    return toWebhook(row);
  });
}

export async function deleteWebhook(
  db: Db,
  clientId: string,
  id: string,
  expectedVersion: number | undefined,
): Promise<void> {
  const own = await findOwn(db, clientId, id);
  await inTransaction(db, async (tx) => {
    // locked first, so that no job of it is queued between the jobs' end and the deletion (whatever
    // queues one locks the subscription first, suspension.ts)
    if (!(await lockSubscriptionVersion(tx, own.id, expectedVersion))) throw preconditionFailed();
    await removeDeliveryJobs(tx, own.id);
    await deleteSubscription(tx, own.id);
  });
}

async function deliveryViews(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await deliveryAttempts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.message_id,
    eventType: r.type ?? WEBHOOK_TEST_TYPE,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? (r.next_attempt_at?.toISOString() ?? null) : null,
    deliveredAt: r.delivered_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    attemptLog: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attemptedAt: a.attempted_at.toISOString(),
        succeeded: a.succeeded,
        responseStatus: a.response_status,
        latencyMs: a.latency_ms,
        error: a.error,
        responseExcerpt: a.response_excerpt,
      })),
  }));
}

/** The delivery log, newest first. */
export async function listDeliveries(
  db: Db,
  clientId: string,
  id: string,
  options: { beforeId: number | undefined; limit: number },
): Promise<WebhookDelivery[]> {
  const own = await findOwn(db, clientId, id);
  return deliveryViews(db, await deliveryRows(db, own.id, options));
}

async function deliveryView(db: Db, subscriptionId: number, deliveryId: number): Promise<WebhookDelivery> {
  const rows = await deliveryRow(db, subscriptionId, deliveryId);
  const [view] = await deliveryViews(db, rows);
  if (!view)
    throw new AppError('not_found', 'This webhook has no delivery with this id.', { reason: 'not-found' });
  return view;
}

/** Sends the delivery again now, with the retry schedule from its start. */
export async function redeliver(
  db: Db,
  clientId: string,
  id: string,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const own = await findOwn(db, clientId, id);
  await deliveryView(db, own.id, deliveryId);
  if (!own.enabled)
    throw new AppError('conflict', 'This webhook is disabled; enable it (PUT with enabled true) first.', {
      reason: 'webhook-disabled',
    });
  await inTransaction(db, async (tx) => {
    await lockSubscription(tx, own.id);
    await resumeWebhook(tx, own.id);
    await restartDelivery(tx, deliveryId);
    await enqueueDelivery(tx, deliveryId);
  });
  return deliveryView(db, own.id, deliveryId);
}

/** Queues a test message ('webhook.test') to the webhook, tried once. */
export async function sendTestMessage(db: Db, clientId: string, id: string): Promise<WebhookDelivery> {
  const own = await findOwn(db, clientId, id);
  const deliveryId = await inTransaction(db, async (tx) => {
    await lockSubscription(tx, own.id);
    await resumeWebhook(tx, own.id);
    const deliveryId = await insertTestDelivery(tx, own.id);
    await enqueueDelivery(tx, deliveryId);
    return deliveryId;
  });
  return deliveryView(db, own.id, deliveryId);
}
