// Check-in and check-out on the phone (issue 41 point 4, decision 117). A web or guest check-in is a row
// of order_hours beside the IVR's (the IVR section lists them together), with what the phone told:
// - the position with its accuracy and when it was fixed, or why there is none (refused, unavailable);
// - the distance from the store (locations gain a position, set by the company) and what that makes the
//   check-in: on site, off site, without a position, or at a store whose position is unknown; all but
//   on site are flagged for the company to review (a check-in is never refused);
// - who: the signed-in user, or the guest's name with the device's details (Mobile Guest IVR);
// - the check-out's work done (the hours are the row's hours). The crew line is order_hours.ocd_id
//   (migration 0022), which every web check-in names.
// guest_check_in_attempts counts the public page's tries per address (count first, then the work).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table locations
      add column latitude double precision check (latitude between -90 and 90),
      add column longitude double precision check (longitude between -180 and 180),
      add constraint locations_position_whole check ((latitude is null) = (longitude is null));

    alter table order_hours
      add column user_id integer references users (id) on delete set null,
      add column guest_name text,
      add column device text,
      add column latitude double precision,
      add column longitude double precision,
      add column accuracy_m real,
      add column fixed_at timestamptz,
      add column position_problem text check (position_problem in ('denied', 'unavailable', 'timeout', 'stale')),
      add column distance_m real,
      add column site_state text check (site_state in ('on-site', 'off-site', 'no-position', 'store-unknown')),
      add column work_done text,
      add column check_out_token_hash text unique;
    -- one open check-in per user (or guest token) and crew line: a second tap finds the first
    create unique index order_hours_open_web_check_in_idx on order_hours (ocd_id, user_id)
      where end_at is null and user_id is not null;
    create index order_hours_flagged_idx on order_hours (vendor_id, start_at)
      where site_state is not null and site_state <> 'on-site';

    create table guest_check_in_attempts (
      id bigserial primary key,
      ip text not null,
      at timestamptz not null default now()
    );
    create index guest_check_in_attempts_ip_idx on guest_check_in_attempts (ip, at);
  `.execute(db);
}
