// Housekeeping (decision 032): every Excel export stored in the blob store is recorded, so that the
// periodic sweep can delete it once its retention has passed (the blob store cannot list by age on
// every backend). Ended sessions and old audit rows are pruned by time from their own tables.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table excel_exports (
      blob_key text primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create index excel_exports_created_idx on excel_exports (created_at);
    -- the sweep of ended sessions reads them by when they ended
    create index auth_sessions_expires_idx on auth_sessions (expires_at);
    create index auth_sessions_revoked_idx on auth_sessions (revoked_at) where revoked_at is not null;
    create index audit_log_at_idx on audit_log (at);
  `.execute(db);
}
