// The events outbox (issue 17 point 4, decision 049): every change that matters to the company is
// recorded here in the change's own transaction, so an event exists exactly when its change does.
// `id` is the pull cursor; `event_id` is what receivers dedupe by. A bigserial id is taken when the
// row is inserted but becomes visible only at commit, so ids can commit out of order: `tx_id` (the
// writing transaction) lets a reader list only events whose transaction is older than every one
// still in flight (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`), and a cursor never skips an
// event that commits late.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      id bigserial primary key,
      event_id uuid not null unique default gen_random_uuid(),
      type text not null,
      vendor_id int null references vendors (id),
      actor_kind text not null check (actor_kind in ('vendor-user', 'provider', 'staff', 'system')),
      actor_id int null,
      subject jsonb not null default '{}'::jsonb,
      data jsonb not null default '{}'::jsonb,
      occurred_at timestamptz not null default now(),
      tx_id xid8 not null default pg_current_xact_id()
    );
    create index events_vendor_id_idx on events (vendor_id, id);
  `.execute(db);
}
