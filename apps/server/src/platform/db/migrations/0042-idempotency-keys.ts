// One click, one effect (issue 38 point 2, decision 101): the Idempotency-Key of a write on the
// vendor /api and the staff /staff/api, kept per signed-in principal ('user:<id>' or 'staff:<id>'), so
// that one user's key never meets another's. The same rule and columns as the provider API's
// provider_idempotency_keys (migration 0016, decision 050), whose keys stay with their API client.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      -- who sent it: 'user:<users.id>' or 'staff:<staff_accounts.id>'
      owner text not null,
      key text not null,
      -- SHA-256 of the method, path and body: the same key with another request is refused (422)
      request_hash text not null,
      -- null while the first request runs; then its answer, replayed for later requests
      status_code integer,
      response jsonb,
      etag text,
      created_at timestamptz not null default now(),
      primary key (owner, key)
    );
    create index idempotency_keys_created_idx on idempotency_keys (created_at);
  `.execute(db);
}
