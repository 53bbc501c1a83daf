// Staff accounts (issue 18 point 1, decision 057): the facilities company's own people, apart from
// vendor users. They sign in with SRP as vendors do (the challenges table names its surface) plus a
// TOTP second factor with one-time recovery codes; their sessions are rows with a last-seen time, so
// that inactivity ends them; and every staff action writes a row of the staff audit log with its
// before and after values, kept (unlike the sign-in log, which housekeeping prunes).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_accounts (
      id serial primary key,
      -- stored lower-case
      email text not null unique,
      name text not null default '',
      role text not null check (role in ('administrator', 'vendor_manager', 'accounts_payable', 'read_only')),
      status text not null default 'active' check (status in ('active', 'disabled')),
      srp_salt text not null,
      srp_verifier text not null,
      password_state text not null default 'new_password_required'
        check (password_state in ('ok', 'new_password_required')),
      -- base32; handed out at the first sign-in, confirmed by a code (then totp_enrolled_at is set)
      totp_secret text,
      totp_enrolled_at timestamptz,
      -- the time step of the last code taken: a code of that step or an earlier one is a replay
      totp_last_step bigint,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    -- SHA-256 of each code (80 random bits): shown once, each taken once
    create table staff_recovery_codes (
      staff_id integer not null references staff_accounts (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (staff_id, code_hash)
    );

    -- the step between the password's proof and the code: SHA-256 of the token handed to the browser
    create table staff_second_factor_challenges (
      token_hash text primary key,
      staff_id integer not null references staff_accounts (id) on delete cascade,
      expires_at timestamptz not null
    );
    create index staff_second_factor_challenges_expires_idx on staff_second_factor_challenges (expires_at);

    create table staff_sessions (
      id uuid primary key,
      staff_id integer not null references staff_accounts (id) on delete cascade,
      created_at timestamptz not null default now(),
      -- moved by every staff call; a call after STAFF_SESSION_IDLE_SECONDS without one is refused
      last_seen_at timestamptz not null default now(),
      -- the absolute end, however active the session
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_reason text
    );
    create index staff_sessions_staff_idx on staff_sessions (staff_id) where revoked_at is null;

    create table staff_audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      staff_id integer references staff_accounts (id) on delete set null,
      -- kept as it was, should the account go
      staff_email text not null,
      action text not null,
      subject_type text not null,
      subject_id text,
      before jsonb,
      after jsonb,
      ip text
    );
    create index staff_audit_log_at_idx on staff_audit_log (at);
    create index staff_audit_log_staff_at_idx on staff_audit_log (staff_id, at);
    create index staff_audit_log_subject_idx on staff_audit_log (subject_type, subject_id, at);

    alter table srp_challenges
      add column surface text not null default 'vendor' check (surface in ('vendor', 'staff')),
      add column staff_id integer references staff_accounts (id) on delete cascade;

    -- the sign-in log (and its throttles) keep the two sign-ins apart: one address may be both
    alter table audit_log
      add column surface text not null default 'vendor' check (surface in ('vendor', 'staff')),
      add column staff_id integer references staff_accounts (id) on delete set null;
  `.execute(db);
}
