// Announcement rounds through the provider API (issue 17 point 2, decision 055). A round names its
// vendors, but only the vendors that were e-mailed get a round detail (a link token, an answer); the
// vendors the round skipped (unsubscribed, or with no address to send to) left no trace, so a round
// read back could not say whom it was meant for, nor could a repeated create tell whether it asks for
// the same round. They are kept here, with why they were skipped.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table announcement_round_skips (
      round_id integer not null references announcement_rounds (id) on delete cascade,
      vendor_id integer not null references vendors (id) on delete cascade,
      reason text not null check (reason in ('unsubscribed', 'no_addresses')),
      primary key (round_id, vendor_id)
    );
    create index announcement_round_skips_vendor_idx on announcement_round_skips (vendor_id);
    -- the provider's list filters by updated_at (a vendor's answer moves it)
    create index announcement_rounds_updated_at_idx on announcement_rounds (updated_at);
  `.execute(db);
}
