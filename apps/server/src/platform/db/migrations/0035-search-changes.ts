// What tells a kept search answer from a stale one (issue 19 point 4, decision 071). Every statement
// that changes what a vendor's work-order search reads (its crew lines, their orders, and the
// clients, stores, statuses and account managers they show) adds a row here, in its own transaction,
// by triggers: whatever writes it (vendor calls, the provider API, the staff console, seeds, a DBA's
// SQL) is covered without each path remembering to. A vendor's version is the sum of the weights of
// its rows and of the rows for everyone (vendor 0), with the highest id: it grows with every committed
// change, is read with no lock, and inserting never waits on another writer (a counter row per vendor
// would serialize them, and deadlock two transactions that touch two vendors in turn). Housekeeping
// folds a vendor's rows into one with the same sum, so the table stays small.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_changes (
      id bigint generated always as identity primary key,
      -- the vendor whose search answers changed; 0: every vendor's
      vendor_id integer not null,
      weight bigint not null default 1
    );
    create index search_changes_vendor_idx on search_changes (vendor_id, id) include (weight);

    -- crew lines: the vendors of the rows inserted, deleted, or updated (before and after: a
    -- reassigned line leaves one vendor's answers and enters another's)
    create function search_changes_of_new_crew_lines() returns trigger language plpgsql as $$
    begin
      insert into search_changes (vendor_id) select distinct vendor_id from new_rows;
      return null;
    end $$;
    create function search_changes_of_old_crew_lines() returns trigger language plpgsql as $$
    begin
      insert into search_changes (vendor_id) select distinct vendor_id from old_rows;
      return null;
    end $$;
    create function search_changes_of_changed_crew_lines() returns trigger language plpgsql as $$
    begin
      insert into search_changes (vendor_id)
        select vendor_id from new_rows union select vendor_id from old_rows;
      return null;
    end $$;
    create trigger crew_details_search_insert after insert on crew_details
      referencing new table as new_rows for each statement
      execute function search_changes_of_new_crew_lines();
    create trigger crew_details_search_update after update on crew_details
      referencing old table as old_rows new table as new_rows for each statement
      execute function search_changes_of_changed_crew_lines();
    create trigger crew_details_search_delete after delete on crew_details
      referencing old table as old_rows for each statement
      execute function search_changes_of_old_crew_lines();

    -- orders: the vendors with a line on a changed order (a new order has no lines yet; a deleted
    -- one's lines go with it and count above)
    create function search_changes_of_orders() returns trigger language plpgsql as $$
    begin
      insert into search_changes (vendor_id)
        select distinct cd.vendor_id from new_rows n join crew_details cd on cd.ord_num = n.ord_num;
      return null;
    end $$;
    create trigger orders_search_update after update on orders
      referencing new table as new_rows for each statement
      execute function search_changes_of_orders();

    -- what every vendor's rows may show: a client's code, a store's address, a status's text, a
    -- manager's name; rare, so one change for everyone. Inserts change no answer (nothing shows them
    -- before a line does). A truncate of the lines or orders (tests, a DBA) counts for everyone too.
    create function search_changes_for_everyone() returns trigger language plpgsql as $$
    begin
      insert into search_changes (vendor_id) values (0);
      return null;
    end $$;
    create trigger clients_search_change after update or delete on clients
      for each statement execute function search_changes_for_everyone();
    create trigger locations_search_change after update or delete on locations
      for each statement execute function search_changes_for_everyone();
    create trigger order_statuses_search_change after update or delete on order_statuses
      for each statement execute function search_changes_for_everyone();
    create trigger account_managers_search_change after update or delete on account_managers
      for each statement execute function search_changes_for_everyone();
    create trigger crew_details_search_truncate after truncate on crew_details
      for each statement execute function search_changes_for_everyone();
    create trigger orders_search_truncate after truncate on orders
      for each statement execute function search_changes_for_everyone();
  `.execute(db);
}
