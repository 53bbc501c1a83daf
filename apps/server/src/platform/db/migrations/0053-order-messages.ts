// Messages on a work order between the vendor and the company (issue 41 point 5, decision 116).
// - order_messages: one conversation per crew line (a vendor never sees another vendor's), each row
//   keeps the vendor it was written with: a crew line given to another vendor later does not show the
//   old vendor's conversation to the new one. The author is a vendor user, a staff member or an API
//   client (its name kept as written, so that the message reads the same after the author is gone).
// - order_message_attachments: order documents of the same crew line's vendor and order, uploaded
//   through the verified upload (decision 013) and referenced by the message.
// - order_message_reads / order_message_staff_reads: per reader and crew line, the highest message id
//   shown when the conversation was last opened (as order_note_reads, migration 0049): one row per
//   conversation, so marking read is one upsert and an unread count is an index range.
// - a NOTIFY on vp_order_messages at each insert's commit ('<ocd_id>:<id>'): every server process
//   LISTENs and pushes the message to its open pages, whichever process (or SQL) wrote it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_messages (
      id integer generated always as identity primary key,
      ocd_id integer not null references crew_details(ocd_id) on delete cascade,
      ord_num integer not null references orders(ord_num) on delete cascade,
      vendor_id integer not null references vendors(id) on delete cascade,
      author_kind text not null check (author_kind in ('vendor-user', 'staff', 'provider')),
      author_user_id integer references users(id) on delete set null,
      author_staff_id integer references staff_accounts(id) on delete set null,
      author_client_id integer references api_clients(id) on delete set null,
      author_name text not null,
      body text not null,
      created_at timestamptz not null default now()
    );
    create index order_messages_line_idx on order_messages (ocd_id, vendor_id, id);
    -- what a vendor user has not read: the company's messages (and a staff member's: the vendor's)
    create index order_messages_company_idx on order_messages (ocd_id, id) where author_kind <> 'vendor-user';
    create index order_messages_vendor_idx on order_messages (vendor_id, id);

    create table order_message_attachments (
      message_id integer not null references order_messages(id) on delete cascade,
      document_id integer not null references order_documents(id) on delete cascade,
      primary key (message_id, document_id)
    );
    create index order_message_attachments_document_idx on order_message_attachments (document_id);

    create table order_message_reads (
      user_id integer not null references users(id) on delete cascade,
      ocd_id integer not null references crew_details(ocd_id) on delete cascade,
      last_message_id integer not null,
      read_at timestamptz not null default now(),
      primary key (user_id, ocd_id)
    );
    create table order_message_staff_reads (
      staff_id integer not null references staff_accounts(id) on delete cascade,
      ocd_id integer not null references crew_details(ocd_id) on delete cascade,
      last_message_id integer not null,
      read_at timestamptz not null default now(),
      primary key (staff_id, ocd_id)
    );

    create function notify_order_message() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vp_order_messages', new.ocd_id::text || ':' || new.id::text);
      return null;
    end $$;
    create trigger order_message_posted after insert on order_messages for each row
      execute function notify_order_message();
  `.execute(db);
}
