// Sign-in limits that cannot be raced or turned against the owner (issue 14, decision 034): every
// sign-in start is counted per client address (a start costs the server an SRP ephemeral and a
// decoy, and a flood of them slowed every other call); the key that signs device cookies (a browser
// that has signed in to an account before is not locked out by failures from elsewhere); and an index
// for counting a trusted device's own failures.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_starts (
      id bigserial primary key,
      ip text not null,
      at timestamptz not null default now()
    );
    create index sign_in_starts_ip_at_idx on sign_in_starts (ip, at);
    -- rows past the window are dropped by time, whatever their address
    create index sign_in_starts_at_idx on sign_in_starts (at);

    insert into auth_secrets (name, value) values
      ('device-cookie', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));

    create index audit_log_device_at_idx on audit_log ((detail->>'device'), at)
      where detail ? 'device';
  `.execute(db);
}
