// The staff console's rough edges (issue 38 points 6 and 7, decision 103).
// - The audit log's vendor filter finds every staff action on a vendor: each staff audit row records
//   the vendor it is about in `vendor_id`. Rows written before name it only in their values (a
//   document review's or QuickPay decision's `vendorNum`, an award's new vendor), so they are filled
//   from those: the subject when it is a vendor, else a `vendorId`, else a `vendorNum` of the values
//   after, then before.
// - Document review is oldest first by upload time: the queue's keyset is (created_at, id), which the
//   (status, created_at, id) index serves.
import { sql, type Kysely } from 'kysely';

/** Fills `vendor_id` of the rows that name their vendor only in their values (exported for its test). */
export async function fillAuditRowVendors(db: Kysely<unknown>): Promise<void> {
  await sql`
    update staff_audit_log l set vendor_id = v.id
      from vendors v
      where l.vendor_id is null and v.id = coalesce(
        case when l.subject_type = 'vendor' and l.subject_id ~ '^[0-9]{1,9}$' then l.subject_id::integer end,
        case when l.after ->> 'vendorId' ~ '^[0-9]{1,9}$' then (l.after ->> 'vendorId')::integer end,
        case when l.before ->> 'vendorId' ~ '^[0-9]{1,9}$' then (l.before ->> 'vendorId')::integer end,
        (select n.id from vendors n where l.after ->> 'vendorNum' ~ '^[0-9]{1,9}$'
           and n.vendor_num = (l.after ->> 'vendorNum')::integer),
        (select n.id from vendors n where l.before ->> 'vendorNum' ~ '^[0-9]{1,9}$'
           and n.vendor_num = (l.before ->> 'vendorNum')::integer))
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff_audit_log add column vendor_id integer references vendors (id) on delete set null;
  `.execute(db);
  await fillAuditRowVendors(db);
  await sql`
    create index staff_audit_log_vendor_at_idx on staff_audit_log (vendor_id, at) where vendor_id is not null;

    create index order_documents_status_created_idx on order_documents (status, created_at, id);
  `.execute(db);
}
