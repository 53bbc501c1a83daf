// The dashboard's "due today" and "overdue" counts at 100,000 work orders (issue 40 point 6, decision 111):
// whether a crew line's order is still open is kept on the crew line (`order_open`), so that the counts read
// one partial index of the vendor's open lines by onsite date instead of joining every line of the window
// to its order (75 ms to 4 ms on the benchmark's vendor; the list's `attention=open` filter reads it too).
// Triggers keep it true whatever writes orders or crew lines (vendor calls, the provider API, the console,
// seeds, a DBA): a new or moved crew line takes its order's state; an order's status change updates its lines.
// The open statuses are OPEN_ORDER_STATUSES (packages/contracts), written out here as a migration is
// frozen; crew-lines-order-open.service.test.ts fails if the two ever differ.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function order_status_is_open(status_code text) returns boolean
      language sql immutable parallel safe
      return status_code in ('OPEN', 'DISPATCHED', 'IN PROGRESS', 'ON HOLD');

    alter table crew_details add column order_open boolean not null default false;
    update crew_details cd set order_open = true
      from orders o where o.ord_num = cd.ord_num and order_status_is_open(o.status_code);

    create function crew_line_takes_order_open() returns trigger language plpgsql as $$
    begin
      new.order_open := coalesce(
        (select order_status_is_open(o.status_code) from orders o where o.ord_num = new.ord_num), false);
      return new;
    end $$;
    create trigger crew_details_order_open before insert or update of ord_num on crew_details
      for each row execute function crew_line_takes_order_open();

    create function order_open_to_crew_lines() returns trigger language plpgsql as $$
    begin
      update crew_details set order_open = order_status_is_open(new.status_code)
       where ord_num = new.ord_num and order_open is distinct from order_status_is_open(new.status_code);
      return null;
    end $$;
    create trigger orders_open_to_crew_lines after update of status_code on orders
      for each row when (old.status_code is distinct from new.status_code)
      execute function order_open_to_crew_lines();

    create index crew_details_open_work_date_idx on crew_details (vendor_id, work_date) where order_open;
  `.execute(db);
}
