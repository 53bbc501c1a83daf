// The events feed and signed webhooks (issue 17 point 4, decision 056).
// - events_tx_order_idx: the feed is read in (tx_id, id) order below the snapshot's xmin, so that a
//   cursor never passes an event that commits later (decision 056 corrects the id order of 049).
// - notify_events: every statement that inserts events wakes the dispatcher at commit (a NOTIFY is
//   sent only if the transaction commits, and one per transaction however many events it wrote).
// - webhook_subscriptions belong to one API client; the secret is kept as given (it signs, so it
//   cannot be hashed). webhook_deliveries: one row per (subscription, event) the dispatcher fanned out
//   (event_id null: a test message); webhook_delivery_attempts: each try, with a short excerpt only.
// - webhook_dispatch_cursor: one row, the position of the dispatcher in the feed.
// - job_runner_workers: which runner (by the application_name of its connections) each graphile-worker
//   worker belongs to, so that the jobs a killed process held locked are unlocked at once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index events_tx_order_idx on events (tx_id, id);

    create function notify_events() returns trigger language plpgsql as $$
      begin perform pg_notify('vp_events', ''); return null; end $$;
    create trigger notify_events after insert on events
      for each statement execute function notify_events();

    create table webhook_subscriptions (
      id bigserial primary key,
      public_id uuid not null unique default gen_random_uuid(),
      api_client_id bigint not null references api_clients (id) on delete cascade,
      url text not null,
      -- null: every event type, also those added to the catalogue later
      event_types text[] null,
      description text not null default '',
      secret text not null,
      enabled boolean not null default true,
      disabled_at timestamptz null,
      disabled_reason text null,
      version int not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index webhook_subscriptions_client_idx on webhook_subscriptions (api_client_id, id);

    create table webhook_deliveries (
      id bigserial primary key,
      subscription_id bigint not null references webhook_subscriptions (id) on delete cascade,
      event_id bigint null references events (id),
      -- the webhook-id header: the event's event_id (what receivers dedupe by), or a test message's own
      message_id uuid not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts int not null default 0,
      -- the retry schedule's next step; a manual redelivery starts it again
      schedule_step int not null default 0,
      next_attempt_at timestamptz null default now(),
      last_attempt_at timestamptz null,
      delivered_at timestamptz null,
      created_at timestamptz not null default now(),
      unique (subscription_id, event_id)
    );
    create index webhook_deliveries_subscription_idx on webhook_deliveries (subscription_id, id);

    create table webhook_delivery_attempts (
      id bigserial primary key,
      delivery_id bigint not null references webhook_deliveries (id) on delete cascade,
      attempted_at timestamptz not null default now(),
      succeeded boolean not null,
      response_status int null,
      latency_ms int not null,
      error text null,
      response_excerpt text null
    );
    create index webhook_delivery_attempts_delivery_idx on webhook_delivery_attempts (delivery_id, id);

    create table webhook_dispatch_cursor (
      id int primary key check (id = 1),
      last_tx_id xid8 not null,
      last_event_id bigint not null,
      updated_at timestamptz not null default now()
    );
    insert into webhook_dispatch_cursor (id, last_tx_id, last_event_id) values (1, '0'::xid8, 0);

    create table job_runner_workers (
      worker_id text primary key,
      runner_id text not null,
      registered_at timestamptz not null default now()
    );
    create index job_runner_workers_runner_idx on job_runner_workers (runner_id);
  `.execute(db);
}
