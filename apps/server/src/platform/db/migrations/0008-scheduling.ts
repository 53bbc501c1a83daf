// Scheduling (decision 022): the store's phone number for the List of Scheduling, and the visit a
// vendor schedules on a crew line: its date lives in crew_details.visit_date (migration 0001, shown
// in the work order's Crew section); the sanitized comment, who scheduled it and when sit beside it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table locations add column phone text not null default '';

    alter table crew_details
      add column visit_comment text,
      add column visit_scheduled_by integer references users(id) on delete set null,
      add column visit_scheduled_at timestamptz;

    -- the scheduling list: one vendor's crew lines that have no visit date yet
    create index crew_details_unscheduled_idx on crew_details (vendor_id) where visit_date is null;
  `.execute(db);
}
