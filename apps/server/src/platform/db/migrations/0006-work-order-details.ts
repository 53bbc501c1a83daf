// The work-order details screen (issue 5): recurring-service summaries, IVR check-in records, client
// instructions, order notes, document types, documents and the uploads that become documents.
// Stored HTML (instructions, notes) is sanitized by the server before it is written.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- the lists of get-document-type/{x}: 'workorder' (work-order documents) or 'vendor' (company)
    create table order_document_types (
      scope text not null check (scope in ('workorder', 'vendor')),
      code text not null,
      sort_order integer not null,
      primary key (scope, code)
    );
    insert into order_document_types (scope, code, sort_order) values
      ('workorder', 'Client Signoff', 1), ('workorder', 'General', 2), ('workorder', 'Inspections', 3),
      ('workorder', 'Photos', 4), ('workorder', 'Vendor Invoice', 5),
      ('vendor', 'Client Signoff', 1), ('vendor', 'General', 2), ('vendor', 'Inspections', 3),
      ('vendor', 'Photos', 4), ('vendor', 'Vendor Invoice', 5);

    -- Recur Info: one row per recurring service of an order, its visits per month of one year
    create table recur_summaries (
      id serial primary key,
      ord_num integer not null references orders(ord_num) on delete cascade,
      recur_no integer not null,
      task text not null default '',
      category text not null default '',
      year integer not null,
      jan integer not null default 0 check (jan >= 0),
      feb integer not null default 0 check (feb >= 0),
      mar integer not null default 0 check (mar >= 0),
      apr integer not null default 0 check (apr >= 0),
      may integer not null default 0 check (may >= 0),
      jun integer not null default 0 check (jun >= 0),
      jul integer not null default 0 check (jul >= 0),
      aug integer not null default 0 check (aug >= 0),
      sep integer not null default 0 check (sep >= 0),
      oct integer not null default 0 check (oct >= 0),
      nov integer not null default 0 check (nov >= 0),
      dece integer not null default 0 check (dece >= 0),
      unique (ord_num, recur_no, year)
    );

    -- IVR: the client's instructions to vendors (HTML) and the vendors' check-in records
    create table client_instructions (
      ord_num integer primary key references orders(ord_num) on delete cascade,
      html text not null
    );
    create table order_hours (
      id serial primary key,
      ord_num integer not null references orders(ord_num) on delete cascade,
      vendor_id integer not null references vendors(id) on delete cascade,
      start_at timestamptz not null,
      end_at timestamptz,
      hours numeric(6,2) not null default 0,
      techs integer not null default 1,
      input_by text not null default '',
      input_at timestamptz not null default now(),
      caller_id text not null default '',
      method text not null default ''
    );
    create index order_hours_ord_num_idx on order_hours (ord_num, vendor_id);

    -- Notes: vendor_id null = a note of the provider that every vendor on the order sees
    create table order_notes (
      id serial primary key,
      ord_num integer not null references orders(ord_num) on delete cascade,
      vendor_id integer references vendors(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      note_type text not null,
      notes text not null,
      input_by text not null,
      created_at timestamptz not null default now()
    );
    create index order_notes_ord_num_idx on order_notes (ord_num, created_at desc);

    -- Documents: a row exists only once its bytes are stored and verified (decision 013)
    create table order_documents (
      id serial primary key,
      ord_num integer not null references orders(ord_num) on delete cascade,
      vendor_id integer not null references vendors(id) on delete cascade,
      type_code text not null,
      file_name text not null,
      file_extension text not null,
      content_type text not null,
      size_bytes bigint not null,
      blob_key text not null unique,
      status text not null default 'pending' check (status in ('pending', 'approved')),
      comment text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    );
    create index order_documents_ord_num_idx on order_documents (ord_num, vendor_id, status);
    -- SPEC section 4: one pending Vendor Invoice per work order (and vendor) at a time
    create unique index order_documents_one_pending_vendor_invoice_idx on order_documents (ord_num, vendor_id)
      where status = 'pending' and type_code = 'Vendor Invoice';

    -- An upload link handed out and not yet turned into a document. The bytes go to upload_key; once
    -- verified they are copied to document_key and the documents row is written. Rows past their
    -- expiry are swept: both keys' blobs are deleted unless a document holds document_key.
    create table order_document_uploads (
      id uuid primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      ord_num integer not null references orders(ord_num) on delete cascade,
      type_code text not null,
      file_name text not null,
      file_extension text not null,
      content_type text not null,
      max_bytes bigint not null,
      upload_key text not null unique,
      document_key text not null unique,
      input_by text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      failed_reason text
    );
    create index order_document_uploads_expires_idx on order_document_uploads (expires_at);
    create index order_document_uploads_order_idx on order_document_uploads (ord_num, vendor_id) where claimed_at is null;
  `.execute(db);
}
