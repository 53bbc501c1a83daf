// Sign-in state, all in the database so that any server process can finish what another started:
// SRP challenges (single use, ~2 minutes), sessions (one per sign-in: the refresh-token family that
// ID tokens name as `sid`), rotating refresh tokens and e-mailed password tokens (both stored as
// SHA-256 hashes only), the audit log that throttling counts from, and the server's decoy secret.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table srp_challenges (
      id text primary key,
      -- null for an e-mail without an account: the challenge is a decoy that no proof can pass
      user_id integer references users(id) on delete cascade,
      email text not null,
      salt text not null,
      server_secret text not null,
      server_public text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index srp_challenges_expires_idx on srp_challenges (expires_at);

    create table auth_sessions (
      id uuid primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      -- absolute end of the family, however often it is refreshed
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_reason text
    );
    create index auth_sessions_user_idx on auth_sessions (user_id) where revoked_at is null;

    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references auth_sessions(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      -- set when the token is exchanged; presenting it again is reuse
      used_at timestamptz
    );
    create index refresh_tokens_session_idx on refresh_tokens (session_id);

    create table password_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('create', 'reset')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_tokens_user_idx on password_tokens (user_id);

    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      kind text not null,
      user_id integer references users(id) on delete set null,
      email text,
      ip text,
      -- never a password, token, verifier, proof or ephemeral
      detail jsonb not null default '{}'
    );
    -- throttling counts recent rows of a kind per account and per address
    create index audit_log_kind_email_at_idx on audit_log (kind, email, at);
    create index audit_log_kind_ip_at_idx on audit_log (kind, ip, at);
    create index audit_log_user_at_idx on audit_log (user_id, at);

    create table auth_secrets (name text primary key, value text not null);
    -- the key behind decoy salts and verifiers for e-mails without an account (244 random bits)
    insert into auth_secrets (name, value) values
      ('srp-decoy', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
  `.execute(db);
}
