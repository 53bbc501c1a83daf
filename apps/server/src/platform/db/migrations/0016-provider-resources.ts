// The provider API's resources (issue 17 points 2 and 3, decision 050). Each table the company feeds
// gets the company's own key (`external_id`, unique where set: rows the portal made itself have
// none), a `version` that every write bumps (the ETag a later If-Match must name), and `updated_at`
// (what `updated_since` filters). Idempotency keys keep the answer of a provider write for 24 hours,
// so that a client's retry of a write replays the first answer instead of writing twice.
import { sql, type Kysely } from 'kysely';

/** The tables a provider system creates and updates by its own ids. */
export const PROVIDER_RESOURCE_TABLES = [
  'vendors',
  'users',
  'clients',
  'locations',
  'orders',
  'crew_details',
  'order_hours',
  'invoices',
  'supply_partners',
  'announcement_rounds',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PROVIDER_RESOURCE_TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column external_id text unique
          check (external_id ~ '^[A-Za-z0-9._:~-]{1,100}$'),
        add column version integer not null default 1,
        add column updated_at timestamptz not null default now()
    `.execute(db);
  }
  await sql`
    create index orders_updated_at_idx on orders (updated_at);
    create index invoices_updated_at_idx on invoices (updated_at);

    create table provider_idempotency_keys (
      client_id text not null references api_clients (client_id) on delete cascade,
      key text not null,
      -- SHA-256 of the method, path and body: the same key with another request is refused (422)
      request_hash text not null,
      -- null while the first request runs; then its answer, replayed for later requests
      status_code integer,
      response jsonb,
      etag text,
      created_at timestamptz not null default now(),
      primary key (client_id, key)
    );
    create index provider_idempotency_keys_created_idx on provider_idempotency_keys (created_at);
  `.execute(db);
}
