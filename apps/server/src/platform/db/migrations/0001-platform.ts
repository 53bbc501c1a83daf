// Platform tables: vendors and their users, signing keys, settings, status codes, and the work-order
// core (clients, locations, orders, the vendor's crew lines) that the demo and benchmark data fill.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vendors (
      id serial primary key,
      vendor_num integer not null unique,
      company text not null,
      address text not null default '',
      city text not null default '',
      state text not null default '',
      zip text not null default '',
      contact_email varchar(255) not null default '',
      contact_person text not null default '',
      fax text not null default '',
      phone text not null default '',
      mailing_company text not null default '',
      mailing_address text not null default '',
      mailing_city text not null default '',
      mailing_state text not null default '',
      mailing_zip text not null default '',
      is_service_fee boolean not null default false,
      service_fee numeric(5,2) not null default 0,
      remit_type text not null default 'CHECK',
      check_company text not null default '',
      check_dba text not null default '',
      check_address text not null default '',
      check_city text not null default '',
      check_state text not null default '',
      check_zip text not null default '',
      allow_guest_ivr smallint not null default 0 check (allow_guest_ivr in (0, 1)),
      created_at timestamptz not null default now()
    );

    create table users (
      id serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      phone_number text not null default '',
      mobile_number text,
      status text not null default 'active' check (status in ('active', 'disabled')),
      srp_salt text not null,
      srp_verifier text not null,
      password_state text not null default 'ok'
        check (password_state in ('ok', 'new_password_required', 'password_reset_required')),
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));
    create index users_vendor_idx on users (vendor_id);

    create table signing_keys (
      kid text primary key,
      private_jwk text not null,
      public_jwk text not null,
      created_at timestamptz not null default now()
    );

    create table portal_settings (key text primary key, value text not null);
    create table security_keys (name text primary key, value text not null);

    create table order_statuses (
      code text primary key,
      description text not null,
      sort_order integer not null
    );

    create table clients (id serial primary key, code text not null unique, name text not null);

    create table locations (
      id serial primary key,
      client_id integer not null references clients(id),
      store_number text not null,
      name text not null,
      address1 text not null,
      address2 text not null default '',
      city text not null,
      state text not null,
      zip text not null,
      unique (client_id, store_number)
    );
    create index locations_store_number_idx on locations (store_number);

    create table account_managers (id serial primary key, name text not null, email text not null);

    create table orders (
      ord_num serial primary key,
      po_num text not null unique,
      client_id integer not null references clients(id),
      location_id integer not null references locations(id),
      account_manager_id integer references account_managers(id),
      category text not null,
      order_type text not null,
      priority text not null default '',
      client_po text not null default '',
      status_code text not null references order_statuses(code),
      order_comment text not null default '',
      additional_information text not null default '',
      begin_service timestamptz,
      service_end timestamptz,
      service_days integer not null default 1,
      created_at timestamptz not null default now()
    );

    create table crew_details (
      ocd_id serial primary key,
      ord_num integer not null references orders(ord_num) on delete cascade,
      crew_id integer not null,
      vendor_id integer not null references vendors(id) on delete cascade,
      status text not null,
      nte numeric(12,2) not null default 0,
      work_date timestamptz not null,
      visit_date timestamptz,
      sign_off_exist boolean not null default false,
      vendor_invoice_exist boolean not null default false
    );
    -- the work-order search: one vendor, an onsite date range, newest first
    create index crew_details_vendor_work_date_idx on crew_details (vendor_id, work_date desc);
    create index crew_details_ord_num_idx on crew_details (ord_num);

    insert into order_statuses (code, description, sort_order) values
      ('OPEN', 'Open', 1),
      ('DISPATCHED', 'Dispatched', 2),
      ('IN PROGRESS', 'In Progress', 3),
      ('ON HOLD', 'On Hold', 4),
      ('COMPLETED', 'Completed', 5),
      ('INVOICED', 'Invoiced', 6),
      ('CANCELLED', 'Cancelled', 7);

    -- client-visible keys only: where the address links of the work-order grid open a maps search
    insert into security_keys (name, value) values
      ('mapsSearchUrl', 'https://www.google.com/maps/search/?api=1&query=');
  `.execute(db);
}
