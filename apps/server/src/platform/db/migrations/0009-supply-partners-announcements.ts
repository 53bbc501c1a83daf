// Supply partners (SPEC section 2 "Supply Partners"): partners by section, their links and documents,
// and the record of which vendor's user opened which link. Announcement rounds (SPEC "Public pages"):
// a round announces orders to vendors; each vendor gets one round detail whose e-mailed link token is
// stored only as its SHA-256 (decision 020). Answers keep their history; unsubscriptions are per vendor.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supply_partner_documents (
      name text primary key check (name ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
      file_name text not null check (length(file_name) between 1 and 200),
      content_type text not null,
      blob_key text not null
    );

    create table supply_partners (
      id serial primary key,
      section text not null check (section in ('chemicals-consumables', 'equipment', 'for-your-business')),
      name text not null check (length(name) between 1 and 200),
      display text not null default 'partner' check (display in ('partner', 'brand')),
      -- served at /api/supply-partner-logo/<logo_file> from the blob store key supply-partners/logos/<logo_file>
      logo_file text not null unique check (logo_file ~ '^[a-z0-9][a-z0-9-]{0,99}\.(svg|png)$'),
      logo_alt text not null default '',
      logo_link_url text check (logo_link_url ~ '^https?://'),
      sort_order integer not null default 0,
      active boolean not null default true
    );

    create table supply_partner_links (
      id serial primary key,
      partner_id integer not null references supply_partners(id) on delete cascade,
      kind text not null check (kind in ('external', 'esign', 'document')),
      label text not null check (length(label) between 1 and 200),
      url text check (url ~ '^https?://'),
      document_name text references supply_partner_documents(name),
      sort_order integer not null default 0,
      check ((kind = 'document') = (document_name is not null)),
      check ((kind = 'document') = (url is null))
    );
    create index supply_partner_links_partner_idx on supply_partner_links (partner_id);

    -- who opened which partner link: always the session's vendor and user
    create table supply_partner_link_tracking (
      id bigserial primary key,
      vendor_id integer not null,
      user_id integer not null,
      partner_id integer references supply_partners(id) on delete set null,
      url text not null,
      opened_at timestamptz not null default now(),
      foreign key (user_id, vendor_id) references users(id, vendor_id) on delete cascade
    );
    create index supply_partner_link_tracking_vendor_idx on supply_partner_link_tracking (vendor_id, opened_at);

    create table announcement_rounds (
      id serial primary key,
      created_by text not null default '',
      created_at timestamptz not null default now()
    );

    create table announcement_round_orders (
      round_id integer not null references announcement_rounds(id) on delete cascade,
      ord_num integer not null references orders(ord_num) on delete cascade,
      primary key (round_id, ord_num)
    );

    create table announcement_round_details (
      id serial primary key,
      round_id integer not null references announcement_rounds(id) on delete cascade,
      vendor_id integer not null references vendors(id) on delete cascade,
      -- SHA-256 (hex) of the link token; the token itself is only in the e-mail
      token_hash text not null unique,
      token_expires_at timestamptz not null,
      response text check (response in ('Accepted', 'Declined')),
      declined_reason text,
      responded_at timestamptz,
      emailed_at timestamptz,
      unique (round_id, vendor_id)
    );
    create index announcement_round_details_vendor_idx on announcement_round_details (vendor_id);

    -- every change of a detail's answer, oldest first (the detail holds the current one)
    create table announcement_responses (
      id bigserial primary key,
      round_detail_id integer not null references announcement_round_details(id) on delete cascade,
      response text not null check (response in ('Accepted', 'Declined')),
      declined_reason text,
      ip text,
      at timestamptz not null default now()
    );
    create index announcement_responses_detail_idx on announcement_responses (round_detail_id);

    create table announcement_unsubscriptions (
      vendor_id integer primary key references vendors(id) on delete cascade,
      round_detail_id integer references announcement_round_details(id) on delete set null,
      at timestamptz not null default now()
    );

    -- the public calls' rate limit, counted per client address over a rolling window (all processes)
    create table public_call_attempts (
      id bigserial primary key,
      ip text not null,
      at timestamptz not null default now()
    );
    create index public_call_attempts_ip_idx on public_call_attempts (ip, at);
    -- rows past the window are dropped by time, whatever their address
    create index public_call_attempts_at_idx on public_call_attempts (at);
  `.execute(db);
}
