// Photos of a crew line's work (issue 41 point 3, decision 115). One row per photo from the moment its
// upload link is asked for: until the bytes pass the checks `received_at` is null (the row is an upload
// in flight, which the sweep removes once its link expired); then the row holds the file's SHA-256, its
// size, the EXIF facts read from it (null: the file has none) and the thumbnail's key. The device's
// clock (the file's capture time and the clock when the link was asked for) is kept as sent, beside
// the server's `link_requested_at`, so that the skew is known. The vendor is the one whose user took it:
// a crew line moved to another vendor does not hand its photos over.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_photos (
      id integer generated always as identity primary key,
      vendor_id integer not null references vendors (id) on delete cascade,
      ord_num integer not null references orders (ord_num) on delete cascade,
      ocd_id integer not null references crew_details (ocd_id) on delete cascade,
      kind text not null check (kind in ('before', 'after', 'other')),
      user_id integer references users (id) on delete set null,
      taken_by text not null,
      file_name text not null,
      file_extension text not null,
      content_type text not null,
      max_bytes bigint not null,
      upload_key text not null unique,
      photo_key text not null unique,
      thumbnail_key text unique,
      link_requested_at timestamptz not null default now(),
      expires_at timestamptz not null,
      device_captured_at timestamptz,
      device_sent_at timestamptz,
      claimed_at timestamptz,
      failed_reason text,
      received_at timestamptz,
      size_bytes bigint,
      sha256 text,
      exif jsonb,
      check (received_at is null or (sha256 is not null and size_bytes is not null and thumbnail_key is not null))
    );
    -- a crew line's photos, and the counts completion asks for
    create index order_photos_crew_line_idx on order_photos (ocd_id, kind) where received_at is not null;
    create index order_photos_order_idx on order_photos (ord_num) where received_at is not null;
    -- the sweep's uploads whose links expired
    create index order_photos_unreceived_idx on order_photos (expires_at) where received_at is null;
  `.execute(db);
}
