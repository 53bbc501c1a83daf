// Notifications by e-mail (issue 41 point 7, decision 118).
// - notification_settings: a user's digest time and time zone (no row: the defaults of the contracts).
// - notification_preferences: a user's delivery per kind (no row: the kind's default), so a default
//   changed later reaches everyone who never chose.
// - notification_cursor: one row, where the notification consumer is in the events feed. It starts at
//   the feed's end when this migration runs, so the first run mails nothing about older events.
// - notification_digest_items: what waits for a user's next digest (the line it shows, the kind, the
//   event), deleted when the digest's mail is queued.
// - notification_digests: one row per user and local day a digest was queued: at most one a day.
// - notification_signing_key: one row, the key of the unsubscribe links' signatures, made here so that
//   every server shares it without a setting (two random uuids: 244 random bits).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_settings (
      user_id integer primary key references users (id) on delete cascade,
      digest_time text not null check (digest_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      time_zone text not null,
      updated_at timestamptz not null default now()
    );

    create table notification_preferences (
      user_id integer not null references users (id) on delete cascade,
      kind text not null,
      delivery text not null check (delivery in ('immediate', 'digest', 'off')),
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    );

    create table notification_cursor (
      id int primary key check (id = 1),
      last_tx_id xid8 not null,
      last_event_id bigint not null,
      updated_at timestamptz not null default now()
    );
    insert into notification_cursor (id, last_tx_id, last_event_id)
    select 1, coalesce((select tx_id from events order by tx_id desc, id desc limit 1), '0'::xid8),
           coalesce((select id from events order by tx_id desc, id desc limit 1), 0);

    create table notification_digest_items (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null,
      event_id bigint not null,
      line text not null,
      created_at timestamptz not null default now()
    );
    create index notification_digest_items_user_idx on notification_digest_items (user_id, id);

    create table notification_digests (
      user_id integer not null references users (id) on delete cascade,
      day date not null,
      items integer not null,
      queued_at timestamptz not null default now(),
      primary key (user_id, day)
    );

    create table notification_signing_key (
      id int primary key check (id = 1),
      secret text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
    );
    insert into notification_signing_key (id) values (1);
  `.execute(db);
}
