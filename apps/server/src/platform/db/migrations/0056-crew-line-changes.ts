// The activity timeline (issue 41 point 6, decision 119) needs two things no event carries: when a crew
// line was dispatched with what NTE, and each later change of its NTE (work-order.created/updated carry
// the order's version and status, not the money). Every writer of crew_details (the provider PUT, its
// bulk call, the console's edit and reassign) would have to remember to log them; a trigger cannot
// forget, so crew_line_changes is filled by one on insert (dispatch) and on a changed nte. The row keeps
// the vendor so that the vendor's timeline reads only its own, and the order so that one index range
// reads one order's rows newest first (the events of an order have theirs since migration 0031).
// Lines dispatched before this migration have no dispatch row: the order's work-order.created says it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crew_line_changes (
      id bigserial primary key,
      ord_num integer not null,
      ocd_id integer not null,
      vendor_id integer not null,
      kind text not null check (kind in ('dispatched', 'nte-changed')),
      nte_before numeric,
      nte_after numeric not null,
      at timestamptz not null default now()
    );
    create index crew_line_changes_order_idx on crew_line_changes (ord_num, id);

    create function crew_line_changes_log() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into crew_line_changes (ord_num, ocd_id, vendor_id, kind, nte_after)
        values (new.ord_num, new.ocd_id, new.vendor_id, 'dispatched', new.nte);
      elsif new.nte is distinct from old.nte then
        insert into crew_line_changes (ord_num, ocd_id, vendor_id, kind, nte_before, nte_after)
        values (new.ord_num, new.ocd_id, new.vendor_id, 'nte-changed', old.nte, new.nte);
      end if;
      return null;
    end $$;
    create trigger crew_line_changes_log after insert or update of nte on crew_details
      for each row execute function crew_line_changes_log();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger crew_line_changes_log on crew_details;
    drop function crew_line_changes_log();
    drop table crew_line_changes;
  `.execute(db);
}
