// Document review, supply partners and portal settings through the provider API (issue 17 point 2,
// decision 054). Documents were 'pending' until approved by hand in the database; the company now
// approves them or rejects them with a reason the vendor reads, so a document gets the state
// 'rejected', the reason, when and by which client it was reviewed, and a version (the ETag) and
// updated_at like every provider resource (migration 0016). The portal settings are key/value rows;
// the set as a whole gets one version, kept in a one-row table beside them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_documents drop constraint order_documents_status_check;
    alter table order_documents
      add constraint order_documents_status_check check (status in ('pending', 'approved', 'rejected')),
      add column rejection_reason text check (length(rejection_reason) between 1 and 1000),
      add column reviewed_at timestamptz,
      add column reviewed_by text,
      add column version integer not null default 1,
      add column updated_at timestamptz not null default now(),
      add constraint order_documents_rejected_has_reason_check
        check ((status = 'rejected') = (rejection_reason is not null));
    update order_documents set updated_at = created_at;
    -- the provider's review queue (by status, oldest first) and its updated_since filter
    create index order_documents_status_id_idx on order_documents (status, id);
    create index order_documents_updated_at_idx on order_documents (updated_at);

    create index supply_partners_updated_at_idx on supply_partners (updated_at);

    create table portal_settings_version (
      singleton boolean primary key default true check (singleton),
      version integer not null default 1,
      updated_at timestamptz not null default now()
    );
    insert into portal_settings_version (singleton) values (true);
  `.execute(db);
}
