// Technicians assigned to crew lines (issue 40 point 3): which of the vendor's users work a crew line.
// The user and the crew line are of one vendor: the row carries the vendor on the user's foreign key,
// and a crew line awarded to another vendor leaves its technicians behind (a trigger removes them
// before the move). Assigning is the permission 'work-orders:assign', given to the default
// Administrator and Office roles, here and in the trigger that makes a new vendor's roles.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crew_line_assignments (
      ocd_id integer not null references crew_details (ocd_id) on delete cascade,
      user_id integer not null,
      vendor_id integer not null,
      assigned_at timestamptz not null default now(),
      primary key (ocd_id, user_id),
      foreign key (user_id, vendor_id) references users (id, vendor_id) on delete cascade
    );
    -- "my work": a user's crew lines
    create index crew_line_assignments_user_idx on crew_line_assignments (user_id, ocd_id);

    create function drop_assignments_of_moved_crew_line() returns trigger language plpgsql as $$
    begin
      delete from crew_line_assignments where ocd_id = old.ocd_id;
      return new;
    end $$;
    create trigger crew_line_moved before update of vendor_id on crew_details for each row
      when (new.vendor_id is distinct from old.vendor_id)
      execute function drop_assignments_of_moved_crew_line();

    create or replace function default_vendor_roles(vendor integer)
      returns table (vendor_id integer, name text, description text, permissions text[])
      language sql immutable as $$
        values
          (vendor, 'Administrator', 'Everything, including the users and user groups of the company.',
            '{user-admin,work-orders,work-orders:edit,work-orders:assign,company,company:edit,invoices,quick-pay}'::text[]),
          (vendor, 'Office', 'Work orders, documents, notes, scheduling and the company profile; not users.',
            '{work-orders,work-orders:edit,work-orders:assign,company,company:edit}'::text[]),
          (vendor, 'Finance', 'Invoices, QuickPay and remit details; work orders and the profile read-only.',
            '{invoices,quick-pay,work-orders,company}'::text[]),
          (vendor, 'Technician', 'Work orders: details, notes, documents and visit dates; no money, no profile.',
            '{work-orders,work-orders:edit}'::text[])
      $$;

    update roles set permissions = permissions || '{work-orders:assign}'::text[]
      where lower(name) in ('administrator', 'office') and not ('work-orders:assign' = any(permissions));
  `.execute(db);
}
