// Work orders through the provider API (issue 17 point 2, decision 051). The company's clients get an
// address, a phone and a time zone, its stores a time zone; a work order keeps the vendor it was
// dispatched to and its own NTE (its crew lines carry theirs, shown to each vendor); an IVR check-in
// names the crew line it was made on, so the company can tie it back to its own line.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients
      add column address1 text not null default '',
      add column address2 text not null default '',
      add column city text not null default '',
      add column state text not null default '',
      add column zip text not null default '',
      add column phone text not null default '',
      add column time_zone text;
    alter table locations add column time_zone text;
    alter table orders
      add column vendor_id integer references vendors (id) on delete set null,
      add column nte numeric(12,2);
    alter table order_hours
      add column ocd_id integer references crew_details (ocd_id) on delete set null;
    create index order_hours_ocd_id_idx on order_hours (ocd_id);
    create index orders_vendor_id_idx on orders (vendor_id);
    create index order_hours_updated_at_idx on order_hours (updated_at);
  `.execute(db);
}
