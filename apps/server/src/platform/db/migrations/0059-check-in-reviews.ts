// A "reviewed" mark on a check-in (issue 41 point 4's gap, decision 123): a flagged check-in (off site, no
// position, a store without one) stays "To review" in the console until a staff member (or the company's
// systems, through the provider API) marks it reviewed; who and when are kept on the row, with the name as
// it was (a staff account removed later keeps its mark's name). Expand only (decision 120): three nullable columns and a check; older servers never read
// them. No index: the mark is read with its row (a work order's check-ins, the provider list by id).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_hours
      add column reviewed_at timestamptz,
      add column reviewed_by_staff_id integer references staff_accounts (id) on delete set null,
      add column reviewed_by_name text,
      add constraint order_hours_review_whole check ((reviewed_at is null) = (reviewed_by_name is null));
  `.execute(db);
}
