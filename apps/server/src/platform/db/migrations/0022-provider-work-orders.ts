// Work orders through the provider API (issue 17 point 2, decision 051). The company's clients get an
// address, a phone and a time zone, its stores a time zone; a work order keeps the vendor it was
// dispatched to and its own NTE (its crew lines carry theirs, shown to each vendor); an IVR check-in
// names the crew line it was made on, so the company can tie it back to its own line. provider_refuse
// lets a one-statement write fail itself (decision 051).
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
    -- raised inside a one-statement write that must not land (a work order's crew line that belongs
    -- to another work order): the statement, and so everything it wrote, fails
    create function provider_refuse(reason text) returns boolean language plpgsql as $$
      begin raise exception using errcode = 'VP409', message = reason; end $$;
  `.execute(db);
}
