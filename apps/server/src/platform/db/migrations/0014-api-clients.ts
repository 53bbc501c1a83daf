// The facilities company's own systems (a CMMS, an accounting package) call the provider API as API
// clients (issue 17, decision 047). A client holds a hash of its secret only; revoking it ends its
// tokens at once because every provider call reads this row. The per-minute call count lives on the
// same row, so that counting a call, checking revocation and noting the last use are one statement.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_clients (
      id bigserial primary key,
      client_id text not null unique,
      name text not null,
      scopes text[] not null,
      -- SHA-256 of a 256-bit random secret, hex (decision 047: no slow KDF for high-entropy secrets)
      secret_hash text not null,
      contact_email text,
      created_at timestamptz not null default now(),
      secret_rotated_at timestamptz,
      revoked_at timestamptz,
      last_used_at timestamptz,
      -- the throttle's fixed one-minute window and the calls counted in it
      window_start timestamptz,
      window_count integer not null default 0
    );
  `.execute(db);
}
