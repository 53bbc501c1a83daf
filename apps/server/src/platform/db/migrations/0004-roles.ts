// Roles ("user groups") of a vendor and the users who hold them. A role grants permissions (e.g.
// 'user-admin' for the user-administration calls). user_roles carries the vendor on both foreign
// keys, so the database itself refuses to give a user a role of another vendor.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table roles (
      id serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      description text not null default '',
      permissions text[] not null default '{}',
      created_at timestamptz not null default now(),
      unique (id, vendor_id)
    );
    create unique index roles_vendor_name_key on roles (vendor_id, lower(name));

    -- the target of user_roles' vendor-checking foreign key
    alter table users add constraint users_id_vendor_key unique (id, vendor_id);

    create table user_roles (
      user_id integer not null,
      role_id integer not null,
      vendor_id integer not null,
      primary key (user_id, role_id),
      foreign key (user_id, vendor_id) references users(id, vendor_id) on delete cascade,
      foreign key (role_id, vendor_id) references roles(id, vendor_id) on delete cascade
    );
    create index user_roles_role_idx on user_roles (role_id);
  `.execute(db);
}
