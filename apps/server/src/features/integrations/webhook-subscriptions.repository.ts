// The webhook subscriptions' queries (decision 056): the columns a subscription is read with, and the
// reads the staff console makes across every client's subscriptions.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { EventType, WebhookDelivery } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

/** A subscription's columns, as every read of one selects them. */
export const SUBSCRIPTION_COLUMNS = [
  's.id',
  's.public_id',
  's.url',
  's.event_types',
  's.description',
  's.enabled',
  's.disabled_at',
  's.disabled_reason',
  's.suspended_at',
  's.suspended_reason',
  's.version',
  's.created_at',
  's.updated_at',
] as const;

/** Every client's subscriptions with the client's id and name, oldest first. */
export function allWebhooksWithClients(db: Db) {
  return db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.api_client_id')
    .select([...SUBSCRIPTION_COLUMNS, 'c.client_id', 'c.name as client_name'])
    .orderBy('s.id')
    .execute();
}

/** The API client a subscription belongs to (undefined: no such subscription). */
export function webhookOwner(db: Db, webhookId: string) {
  return db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.api_client_id')
    .select(['c.client_id', 'c.name'])
    .where('s.public_id', '=', webhookId)
    .executeTakeFirst();
}

export async function apiClientIdOf(db: Db, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('api_clients')
    .select('id')
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const INSERTED_COLUMNS = [
  'id',
  'public_id',
  'url',
  'event_types',
  'description',
  'enabled',
  'disabled_at',
  'disabled_reason',
  'suspended_at',
  'suspended_reason',
  'version',
  'created_at',
  'updated_at',
] as const;

/** The client's subscription by its public id (undefined: none, or another client's). */
export function ownSubscription(db: Db, clientId: string, id: string) {
  return db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.api_client_id')
    .select(SUBSCRIPTION_COLUMNS)
    .where('c.client_id', '=', clientId)
    .where('s.public_id', '=', id)
    .executeTakeFirst();
}

export function insertSubscription(db: Db, values: Insertable<Database['webhook_subscriptions']>) {
  return db
    .insertInto('webhook_subscriptions')
    .values(values)
    .returning(INSERTED_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The client's subscriptions by id, after `afterId`. */
export function clientSubscriptions(
  db: Db,
  clientId: string,
  options: { afterId: number | undefined; limit: number },
) {
  let query = db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.api_client_id')
    .select(SUBSCRIPTION_COLUMNS)
    .where('c.client_id', '=', clientId)
    .orderBy('s.id')
    .limit(options.limit);
  if (options.afterId !== undefined) query = query.where('s.id', '>', options.afterId);
  return query.execute();
}

/** The subscription replaced, its version raised; undefined when `expectedVersion` is not its version. */
export function updateSubscription(
  tx: Db,
  subscriptionId: number,
  expectedVersion: number | undefined,
  values: Updateable<Database['webhook_subscriptions']>,
) {
  let update = tx
    .updateTable('webhook_subscriptions as s')
    .set({ ...values, version: sql`s.version + 1`, updated_at: sql`now()` })
    .where('s.id', '=', subscriptionId);
  if (expectedVersion !== undefined) update = update.where('s.version', '=', expectedVersion);
  return update.returning(SUBSCRIPTION_COLUMNS).executeTakeFirst();
}

/** Locks the subscription (at that version, when given); undefined when it is not so. */
export function lockSubscriptionVersion(tx: Db, subscriptionId: number, expectedVersion: number | undefined) {
  let lock = tx.selectFrom('webhook_subscriptions').select('id').where('id', '=', subscriptionId).forUpdate();
  if (expectedVersion !== undefined) lock = lock.where('version', '=', expectedVersion);
  return lock.executeTakeFirst();
}

export async function deleteSubscription(tx: Db, subscriptionId: number): Promise<void> {
  await tx.deleteFrom('webhook_subscriptions').where('id', '=', subscriptionId).execute();
}

export type DeliveryRow = {
  id: number;
  message_id: string;
  /** the event's type (events are recorded from the catalogue); null: a test message */
  type: EventType | null;
  status: WebhookDelivery['status'];
  attempts: number;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
};

export function deliveryAttempts(db: Db, deliveryIds: number[]) {
  return db
    .selectFrom('webhook_delivery_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('id')
    .execute();
}

const deliveriesQuery = (db: Db, subscriptionId: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .leftJoin('events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.message_id',
      'e.type',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.delivered_at',
      'd.created_at',
    ])
    .where('d.subscription_id', '=', subscriptionId);

/** The subscription's deliveries, newest first, before `beforeId`. */
export async function deliveryRows(
  db: Db,
  subscriptionId: number,
  options: { beforeId: number | undefined; limit: number },
): Promise<DeliveryRow[]> {
  let query = deliveriesQuery(db, subscriptionId).orderBy('d.id', 'desc').limit(options.limit);
  if (options.beforeId !== undefined) query = query.where('d.id', '<', options.beforeId);
  return (await query.execute()) as DeliveryRow[];
}

export async function deliveryRow(
  db: Db,
  subscriptionId: number,
  deliveryId: number,
): Promise<DeliveryRow[]> {
  return (await deliveriesQuery(db, subscriptionId)
    .where('d.id', '=', deliveryId)
    .execute()) as DeliveryRow[];
}

/** The delivery pending again now, its retry schedule from its start. */
export async function restartDelivery(tx: Db, deliveryId: number): Promise<void> {
  await tx
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', schedule_step: 0, next_attempt_at: sql`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

/** A test message's delivery (no event); its id. */
export async function insertTestDelivery(tx: Db, subscriptionId: number): Promise<number> {
  const row = await tx
    .insertInto('webhook_deliveries')
    .values({ subscription_id: subscriptionId, event_id: null, message_id: sql`gen_random_uuid()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
