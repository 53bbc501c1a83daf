// The staff console's Work orders screen (issue 18, decision 061).
// - orders_client_id_idx, orders_status_code_idx: the search across every vendor filters by client
//   and status (the PO number has its prefix index, the store its location index, the vendor and the
//   dates go through crew_details (vendor_id, work_date)).
// - orders_created_at_idx: the search's default order, newest first, one page at a time.
// - crew_details_work_date_idx: the onsite dates without a vendor (every vendor's lines of a month).
// - events_ord_num_idx: a work order's history reads the events whose subject names its ordNum.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index orders_client_id_idx on orders (client_id);
    create index orders_status_code_idx on orders (status_code);
    create index orders_created_at_idx on orders (created_at desc, ord_num desc);
    create index crew_details_work_date_idx on crew_details (work_date);
    create index events_ord_num_idx on events ((subject ->> 'ordNum'), id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index events_ord_num_idx;
    drop index crew_details_work_date_idx;
    drop index orders_created_at_idx;
    drop index orders_status_code_idx;
    drop index orders_client_id_idx;
  `.execute(db);
}
