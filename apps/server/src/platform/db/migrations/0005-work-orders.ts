// Indexes for the work-order search's optional filters. The search always starts from the vendor's
// crew lines in an onsite date range (crew_details_vendor_work_date_idx, migration 0001); these let
// PostgreSQL start from a PO number or a store instead when that is the more selective filter.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- PO # filter: case-insensitive prefix match (lower(po_num) like 'po12%')
    create index orders_po_num_prefix_idx on orders (lower(po_num) text_pattern_ops);
    -- Location filter: store number -> locations (locations_store_number_idx) -> their orders
    create index orders_location_idx on orders (location_id);
  `.execute(db);
}
