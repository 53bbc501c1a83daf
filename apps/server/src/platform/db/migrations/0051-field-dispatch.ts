// Dispatch answers and the crew line's moves (issue 41 points 1 and 2, decision 114).
// - crew_details gains the answer's deadline (response_due_at), the answer (answered_at, a decline's
//   reason and words), the ETA (a day and a window of wall-clock times: the store's own, whose zone is
//   the store's or its client's time_zone), the hold (reason, expected day, words) and the completion
//   (resolution notes, labour hours, when). The status stays the line's one column: a move is one
//   conditional update on it, so two answers sent at once cannot both land.
// - crew_line_status_moves: one row per move (who, when, from, to, reason, data), read by the details
//   page, the console and later the activity timeline (issue 41 point 6).
// - The deadline is set by a trigger when a line becomes Assigned without one, so every way a line is
//   dispatched (provider PUT and bulk, the console, the demo data) gets it: the portal setting
//   dispatchResponseHours (24 when absent) after the dispatch. A provider PUT may give its own.
// - Lines waiting for an answer, by vendor and deadline: the overdue count and list read them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table crew_details
      add column response_due_at timestamptz,
      add column answered_at timestamptz,
      add column decline_reason text,
      add column decline_note text,
      add column eta_date date,
      add column eta_from time,
      add column eta_to time,
      add column hold_reason text,
      add column hold_until date,
      add column hold_note text,
      add column resolution_notes text,
      add column labour_hours numeric(7,2),
      add column completed_at timestamptz;

    create index crew_details_awaiting_answer_idx on crew_details (vendor_id, response_due_at)
      where status = 'Assigned';

    create table crew_line_status_moves (
      id bigint generated always as identity primary key,
      ocd_id integer not null references crew_details (ocd_id) on delete cascade,
      ord_num integer not null,
      vendor_id integer not null,
      move text not null,
      from_status text not null,
      to_status text not null,
      actor_kind text not null check (actor_kind in ('vendor-user', 'provider', 'staff', 'system')),
      actor_id integer,
      reason text,
      data jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index crew_line_status_moves_line_idx on crew_line_status_moves (ocd_id, id);
    create index crew_line_status_moves_order_idx on crew_line_status_moves (ord_num, id);

    create function set_crew_line_response_due() returns trigger language plpgsql as $$
    declare
      hours integer;
    begin
      if new.status = 'Assigned' and (tg_op = 'INSERT' or old.status is distinct from 'Assigned') then
        if tg_op = 'UPDATE' then
          -- dispatched again: a new answer is awaited
          new.answered_at := null;
          if new.response_due_at is not distinct from old.response_due_at then
            new.response_due_at := null;
          end if;
        end if;
        if new.response_due_at is null then
          select case when value ~ '^[0-9]{1,4}$' then value::integer end into hours
            from portal_settings where key = 'dispatchResponseHours';
          new.response_due_at := now() + make_interval(hours => coalesce(hours, 24));
        end if;
      end if;
      return new;
    end $$;
    create trigger crew_line_response_due before insert or update of status on crew_details
      for each row execute function set_crew_line_response_due();
  `.execute(db);
}
