// The staff console's Audit log (issue 18 point 2, decision 063) reads the vendor users' events newest
// first, alone or for one vendor or one user, a page at a time: partial indexes over those events only
// (the provider API's bulk imports and the system's events, most of the table, are not in them), so a
// page is an index range scan however large the outbox grows. The staff log already has its indexes
// on (at) and (staff_id, at) (migration 0027).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index events_vendor_user_at_idx on events (occurred_at desc, id desc)
      where actor_kind = 'vendor-user';
    create index events_vendor_user_vendor_at_idx on events (vendor_id, occurred_at desc, id desc)
      where actor_kind = 'vendor-user';
    create index events_vendor_user_actor_at_idx on events (actor_id, occurred_at desc, id desc)
      where actor_kind = 'vendor-user';
  `.execute(db);
}
