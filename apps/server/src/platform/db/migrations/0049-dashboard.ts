// The dashboard (issue 40 point 6, decision 111): which notes from the company each user has read, and
// the indexes its counts read for a vendor of 100,000 work orders.
// - order_note_reads: per user and order, the highest id of the company's notes (vendor_id null) the
//   user was shown when the order's notes were last opened; a company note with a higher id is unread.
//   One row per order opened, not per note, so reading an order's notes is one upsert.
// - company notes by order (vendor_id null only): the unread count looks them up per crew line.
// - rejected documents by vendor: a handful among a vendor's many documents.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_note_reads (
      user_id integer not null references users(id) on delete cascade,
      ord_num integer not null references orders(ord_num) on delete cascade,
      last_note_id integer not null,
      read_at timestamptz not null default now(),
      primary key (user_id, ord_num)
    );
    create index order_notes_company_idx on order_notes (ord_num, id) where vendor_id is null;
    create index order_documents_rejected_idx on order_documents (vendor_id, ord_num) where status = 'rejected';
  `.execute(db);
}
