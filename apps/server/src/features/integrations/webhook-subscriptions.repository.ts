// The webhook subscriptions' queries (decision 056): the columns a subscription is read with, and the
// reads the staff console makes across every client's subscriptions.
import type { Db } from '../../platform/db/database.ts';

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
