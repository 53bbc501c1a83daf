// Compliance documents and requirements (issue 40 points 4 and 5, decision 112). A compliance document
// is a company document (order_documents, ord_num null) with its data beside it: a certificate of
// insurance (ACORD 25's fields that matter), a W-9 (the taxpayer id encrypted by the server, its last
// four digits in clear for the masked view) or a licence (of the company, or of one technician). The
// row is written with the upload link (step 1) and points at its document once the bytes pass the
// checks (step 2, the same transaction as the document); a row whose file never came is removed with
// its expired upload. The company's requirements say what a vendor must hold, by client, trade and
// state (null: any); the states computed from both are kept per vendor and requirement so that the
// console, the provider API and the round composer read who may be dispatched without recomputing.
// Reminders: one row per document and threshold, written in the transaction that queues the mail.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_document_types drop constraint order_document_types_scope_check;
    alter table order_document_types add constraint order_document_types_scope_check
      check (scope in ('workorder', 'vendor', 'compliance'));
    insert into order_document_types (scope, code, sort_order) values
      ('compliance', 'Certificate of Insurance', 1), ('compliance', 'Endorsement', 2),
      ('compliance', 'W-9', 3), ('compliance', 'Licence', 4);

    create table compliance_requirements (
      id serial primary key,
      external_id text unique,
      client_id integer references clients (id) on delete cascade,
      trade_code text,
      state text,
      kind text not null check (kind in ('insurance', 'w9', 'licence')),
      coverage text check (coverage in
        ('general-liability', 'auto-liability', 'workers-compensation', 'umbrella')),
      min_each_occurrence numeric(14, 2),
      min_aggregate numeric(14, 2),
      additional_insured boolean not null default false,
      waiver_of_subrogation boolean not null default false,
      per_technician boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      check ((kind = 'insurance') = (coverage is not null)),
      check (kind = 'licence' or not per_technician),
      check (kind = 'insurance' or (min_each_occurrence is null and min_aggregate is null
        and not additional_insured and not waiver_of_subrogation))
    );

    create table compliance_documents (
      id serial primary key,
      vendor_id integer not null references vendors (id) on delete cascade,
      kind text not null check (kind in ('insurance', 'w9', 'licence')),
      upload_id uuid not null unique,
      document_id integer unique references order_documents (id) on delete cascade,
      endorsement_upload_id uuid unique,
      endorsement_document_id integer references order_documents (id) on delete set null,
      holder_user_id integer references users (id) on delete cascade,
      coverage text,
      insurer text,
      naic text,
      policy_number text,
      each_occurrence numeric(14, 2),
      aggregate numeric(14, 2),
      additional_insured boolean,
      waiver_of_subrogation boolean,
      licence_state text,
      licence_trade text,
      licence_number text,
      legal_name text,
      tin_type text check (tin_type in ('ssn', 'ein')),
      tin_encrypted text,
      tin_last4 text,
      confirmed_on date,
      effective_on date,
      expires_on date,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index compliance_documents_vendor_idx on compliance_documents (vendor_id, kind);
    create index compliance_documents_document_idx on compliance_documents (endorsement_document_id);

    create table compliance_states (
      vendor_id integer not null references vendors (id) on delete cascade,
      requirement_id integer not null references compliance_requirements (id) on delete cascade,
      state text not null check (state in
        ('held', 'expiring', 'expired', 'missing', 'under-review', 'rejected')),
      held_through date,
      shortfall text not null default '',
      document_id integer references compliance_documents (id) on delete set null,
      computed_at timestamptz not null default now(),
      primary key (vendor_id, requirement_id)
    );
    -- who may not be dispatched: the console's lists and the provider API read these rows
    create index compliance_states_blocking_idx on compliance_states (vendor_id)
      where state not in ('held', 'expiring');

    create table compliance_reminders (
      document_id integer not null references compliance_documents (id) on delete cascade,
      threshold integer not null,
      sent_at timestamptz not null default now(),
      primary key (document_id, threshold)
    );
  `.execute(db);
}
