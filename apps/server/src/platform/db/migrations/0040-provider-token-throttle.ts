// The token call's limits (issue 37 point 5, decision 099): its failed requests, counted per client id
// and per address over a short window before a secret is checked, and the addresses each client has
// had a token from, whose own failures are counted apart so that a stranger's cannot lock them out.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table provider_token_failures (
      id bigserial primary key,
      -- as sent (cut to 100 characters): unknown ids are counted too
      client_id text not null,
      ip text not null,
      -- from an address the client has had a token from: counted on that pair alone
      known_address boolean not null,
      at timestamptz not null default now()
    );
    create index provider_token_failures_client on provider_token_failures (client_id, at);
    create index provider_token_failures_ip on provider_token_failures (ip, at);

    create table api_client_addresses (
      client_id text not null references api_clients (client_id) on delete cascade,
      ip text not null,
      last_token_at timestamptz not null default now(),
      primary key (client_id, ip)
    );
  `.execute(db);
}
