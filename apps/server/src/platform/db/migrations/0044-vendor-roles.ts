// Roles that really restrict (issue 40 point 1, decision 110). Every vendor call now names the
// permission it needs, so every vendor needs roles granting them, and every user who could work before
// must still be able to:
// - each vendor has the four default roles (Administrator, Office, Finance, Technician) from the moment
//   it exists, whichever path inserts it (the portal's seeds, the provider API, a DBA): a trigger makes
//   them. Their permissions are written out here as they stood at this migration; a later change of
//   the defaults is a later migration (contracts' DEFAULT_VENDOR_ROLES, which a test holds equal);
// - the vendors already here get them too; a role of the same name (the Administrator that granted
//   'user-admin', a demo 'Technician') keeps its id and holders and gains the default's permissions;
// - every user already here who is not an Administrator gets Office and Finance: all they could do
//   before (everything but the users), until an Administrator narrows it;
// - a change of the roles a user holds, or of a role's permissions, tells the server processes that
//   keep session checks (decision 088, migration 0036): the permissions travel with the kept check.
import { sql, type Kysely } from 'kysely';

/** The vendors and users already here get their roles (exported for its test). */
export async function giveExistingVendorsTheirRoles(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- the vendors already here: a role of the same name gains the default's permissions
    update roles r set permissions = array(
        select distinct p from unnest(r.permissions || d.permissions) p order by p)
      from vendors v, default_vendor_roles(v.id) d
      where r.vendor_id = v.id and lower(r.name) = lower(d.name)
        and not (r.permissions @> d.permissions);
    insert into roles (vendor_id, name, description, permissions)
      select d.* from vendors v, default_vendor_roles(v.id) d
      on conflict do nothing;

    -- the users already here keep what they could do
    insert into user_roles (user_id, role_id, vendor_id)
      select u.id, r.id, u.vendor_id
        from users u join roles r on r.vendor_id = u.vendor_id and r.name in ('Office', 'Finance')
        where not exists (
          select 1 from user_roles ur join roles a on a.id = ur.role_id
           where ur.user_id = u.id and lower(a.name) = 'administrator')
      on conflict do nothing;
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function default_vendor_roles(vendor integer)
      returns table (vendor_id integer, name text, description text, permissions text[])
      language sql immutable as $$
        values
          (vendor, 'Administrator', 'Everything, including the users and user groups of the company.',
            '{user-admin,work-orders,work-orders:edit,company,company:edit,invoices,quick-pay}'::text[]),
          (vendor, 'Office', 'Work orders, documents, notes, scheduling and the company profile; not users.',
            '{work-orders,work-orders:edit,company,company:edit}'::text[]),
          (vendor, 'Finance', 'Invoices, QuickPay and remit details; work orders and the profile read-only.',
            '{invoices,quick-pay,work-orders,company}'::text[]),
          (vendor, 'Technician', 'Work orders: details, notes, documents and visit dates; no money, no profile.',
            '{work-orders,work-orders:edit}'::text[])
      $$;

    create function add_default_vendor_roles() returns trigger language plpgsql as $$
    begin
      insert into roles (vendor_id, name, description, permissions)
        select * from default_vendor_roles(new.id)
        on conflict do nothing;
      return null;
    end $$;
    create trigger vendors_default_roles after insert on vendors for each row
      execute function add_default_vendor_roles();

    create function notify_role_holder_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('vp_session_changes', 'u' || old.user_id::text);
      else
        perform pg_notify('vp_session_changes', 'u' || new.user_id::text);
      end if;
      return null;
    end $$;
    create trigger session_roles_held after insert or update or delete on user_roles for each row
      execute function notify_role_holder_change();

    create function notify_role_permissions_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vp_session_changes', 'v' || old.vendor_id::text);
      return null;
    end $$;
    create trigger session_role_permissions after update on roles for each row
      when (new.permissions is distinct from old.permissions)
      execute function notify_role_permissions_change();
  `.execute(db);
  await giveExistingVendorsTheirRoles(db);
}
