// The company profile screen (issue 6): the trade catalog and the trades, ZIP codes and notes of each
// vendor, the ACH message setting, and company documents. Company documents are documents of no work
// order (decision 026): they live in issue 5's order_documents and order_document_uploads with a null
// ord_num, so they share the verified upload, the sweep, the download and the delete.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- get-vendor-trades: the provider's catalog of trades
    create table trade_catalog (code text primary key, sort_order integer not null);
    insert into trade_catalog (code, sort_order) values
      ('Appliance Repair', 1), ('Carpentry', 2), ('Concrete', 3), ('Doors & Locks', 4),
      ('Electrical', 5), ('Fire & Life Safety', 6), ('Flooring', 7), ('General Maintenance', 8),
      ('Glass', 9), ('HVAC', 10), ('Janitorial', 11), ('Landscaping', 12), ('Painting', 13),
      ('Parking Lot', 14), ('Pest Control', 15), ('Plumbing', 16), ('Refrigeration', 17),
      ('Roofing', 18), ('Signage', 19), ('Snow Removal', 20);

    create table vendor_trades (
      id serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      trade_code text not null references trade_catalog(code),
      created_at timestamptz not null default now(),
      unique (vendor_id, trade_code)
    );

    create table vendor_zips (
      id serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      zip_code text not null check (zip_code ~ '^[0-9]{5}$'),
      created_at timestamptz not null default now(),
      unique (vendor_id, zip_code)
    );

    -- company notes; web_display false = a note of the provider's that the portal does not show
    create table vendor_notes (
      id serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      note_type text not null,
      notes text not null,
      web_display boolean not null default true,
      input_by text not null,
      created_at timestamptz not null default now()
    );
    create index vendor_notes_vendor_idx on vendor_notes (vendor_id, created_at desc);

    -- get-vendor-portal-ach-message: HTML set by the provider (sanitized when read)
    insert into portal_settings (key, value) values ('vendorAchMessage', '') on conflict (key) do nothing;

    -- company documents: a null ord_num (decision 026)
    alter table order_documents alter column ord_num drop not null;
    alter table order_document_uploads alter column ord_num drop not null;
    alter table order_document_uploads add column comment text not null default '';
    create index order_documents_company_idx on order_documents (vendor_id, created_at desc)
      where ord_num is null;
    create index order_document_uploads_company_idx on order_document_uploads (vendor_id)
      where ord_num is null and claimed_at is null;
  `.execute(db);
}
