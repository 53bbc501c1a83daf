// A webhook whose receiver keeps failing is suspended (decision 095): its deliveries wait, untried,
// until it is resumed. consecutive_failures counts the failed tries of its deliveries since the last
// success; suspended_at and suspended_reason say when and why it was suspended; probe_delivery_id is
// the one delivery still tried on its retry schedule meanwhile (the half-open try, no foreign key: it
// only names a delivery of this subscription, deleted with it). A pending delivery with no
// next_attempt_at is parked: it has no job and waits for the webhook to resume; the partial index
// finds a subscription's parked deliveries when it does.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table webhook_subscriptions
      add column consecutive_failures int not null default 0,
      add column suspended_at timestamptz null,
      add column suspended_reason text null,
      add column probe_delivery_id bigint null;

    create index webhook_deliveries_parked_idx on webhook_deliveries (subscription_id, id)
      where status = 'pending' and next_attempt_at is null;
  `.execute(db);
}
