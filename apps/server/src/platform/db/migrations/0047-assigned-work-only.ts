// A technician reaches only the work orders assigned to them (issue 40 point 3). Seeing every order of
// the company becomes a permission of its own, 'work-orders:all', which the default Administrator,
// Office and Finance roles hold and Technician does not; every role already here that lets its users
// see work orders and is not named Technician gets it too, so that nobody else sees less than before.
// Assignments now change what a technician's search shows: they count as search changes of their
// vendor (migration 0035), so a kept answer is never older than the assignments it was made from.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function default_vendor_roles(vendor integer)
      returns table (vendor_id integer, name text, description text, permissions text[])
      language sql immutable as $$
        values
          (vendor, 'Administrator', 'Everything, including the users and user groups of the company.',
            '{user-admin,work-orders,work-orders:all,work-orders:edit,work-orders:assign,company,company:edit,invoices,quick-pay}'::text[]),
          (vendor, 'Office', 'Work orders, documents, notes, scheduling and the company profile; not users.',
            '{work-orders,work-orders:all,work-orders:edit,work-orders:assign,company,company:edit}'::text[]),
          (vendor, 'Finance', 'Invoices, QuickPay and remit details; work orders and the profile read-only.',
            '{invoices,quick-pay,work-orders,work-orders:all,company}'::text[]),
          (vendor, 'Technician', 'The work orders assigned to them: details, notes, documents and visit dates.',
            '{work-orders,work-orders:edit}'::text[])
      $$;

    update roles set permissions = permissions || '{work-orders:all}'::text[]
      where 'work-orders' = any(permissions) and not ('work-orders:all' = any(permissions))
        and lower(name) <> 'technician';
    update roles set description = 'The work orders assigned to them: details, notes, documents and visit dates.'
      where lower(name) = 'technician'
        and description = 'Work orders: details, notes, documents and visit dates; no money, no profile.';

    create trigger crew_line_assignments_search_insert after insert on crew_line_assignments
      referencing new table as new_rows for each statement
      execute function search_changes_of_new_crew_lines();
    create trigger crew_line_assignments_search_delete after delete on crew_line_assignments
      referencing old table as old_rows for each statement
      execute function search_changes_of_old_crew_lines();
  `.execute(db);
}
