// Invoices and QuickPay (SPEC sections 3, 4, 9): the invoice statuses, the provider's QuickPay options
// (automatic = company-wide, manual = per invoice), each vendor's automatic QuickPay state with its
// opt-in/opt-out history and qpExclude, and the vendors' invoices with their related-order lines.
// Money is numeric(12,2) and percentages numeric(5,2): exact, never floating point. Calendar days are
// `date` (no time zone); events are timestamptz.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_statuses (
      code text primary key,
      webstatus text not null,
      sort_order integer not null,
      -- settled (a check issued, or void): no QuickPay, not in the QuickPay list
      paid boolean not null
    );
    insert into invoice_statuses (code, webstatus, sort_order, paid) values
      ('RECEIVED', 'Received', 1, false),
      ('IN_REVIEW', 'In Review', 2, false),
      ('APPROVED', 'Approved', 3, false),
      ('ON_HOLD', 'On Hold', 4, false),
      ('PAID', 'Paid', 5, true),
      ('VOID', 'Void', 6, true);

    create table quick_pay_settings (
      id serial primary key,
      kind text not null check (kind in ('automatic', 'manual')),
      percentage numeric(5,2) not null check (percentage > 0 and percentage < 100),
      -- 1 = next day, whose $35.00 overnight charge is a rule of the code, not a column
      days integer not null check (days between 1 and 365),
      mailing_fee numeric(12,2) not null default 0 check (mailing_fee >= 0),
      active boolean not null default true,
      unique (kind, days)
    );
    -- the provider's standard terms; IT changes them in this table
    insert into quick_pay_settings (kind, percentage, days) values
      ('automatic', 4.00, 1), ('automatic', 2.50, 10), ('automatic', 2.00, 20), ('automatic', 1.50, 30),
      ('manual', 5.00, 1), ('manual', 3.00, 7), ('manual', 2.00, 15), ('manual', 1.00, 30);

    -- one row per vendor once it has a QuickPay state; no row = opted out, not excluded
    create table vendor_quick_pay (
      vendor_id integer primary key references vendors(id) on delete cascade,
      -- the automatic option opted into; null = opted out
      setting_id integer references quick_pay_settings(id),
      qp_exclude boolean not null default false,
      updated_at timestamptz not null default now()
    );

    create table vendor_quick_pay_history (
      id bigserial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      action text not null check (action in ('opt-in', 'opt-out')),
      setting_id integer references quick_pay_settings(id),
      user_id integer references users(id) on delete set null,
      at timestamptz not null default now()
    );
    create index vendor_quick_pay_history_idx on vendor_quick_pay_history (vendor_id, action, at desc);

    create table invoices (
      inv_seq serial primary key,
      vendor_id integer not null references vendors(id) on delete cascade,
      invoice_num text not null,
      status_code text not null references invoice_statuses(code),
      check_no text,
      received_date date not null,
      due_date date not null,
      invoice_amt numeric(12,2) not null check (invoice_amt >= 0),
      -- the approved amount payable: the base of a QuickPay discount
      net_pay numeric(12,2) not null check (net_pay >= 0),
      -- what the payment carried, once released
      pay_amt numeric(12,2) check (pay_amt >= 0),
      release_date date,
      -- QuickPay as chosen: the option and the figures the server computed then
      qp_setting_id integer references quick_pay_settings(id),
      qp_source text check (qp_source in ('automatic', 'manual')),
      qp_percent numeric(5,2),
      qp_days integer,
      qp_amount numeric(12,2),
      qp_fedex_fee numeric(12,2),
      qp_mailing_fee numeric(12,2),
      qp_pay_date date,
      qp_chosen_at timestamptz,
      created_at timestamptz not null default now(),
      unique (vendor_id, invoice_num),
      check (
        (qp_setting_id is null and qp_source is null and qp_percent is null and qp_days is null
          and qp_amount is null and qp_fedex_fee is null and qp_mailing_fee is null and qp_pay_date is null)
        or (qp_setting_id is not null and qp_source is not null and qp_percent is not null
          and qp_days is not null and qp_amount is not null and qp_fedex_fee is not null
          and qp_mailing_fee is not null and qp_pay_date is not null)
      )
    );
    create index invoices_vendor_received_idx on invoices (vendor_id, received_date desc, inv_seq desc);
    create index invoices_vendor_num_prefix_idx on invoices (vendor_id, lower(invoice_num) text_pattern_ops);

    -- the related orders of an invoice (SPEC section 3: company, poNum, locationId come from the order)
    create table invoice_lines (
      id serial primary key,
      inv_seq integer not null references invoices(inv_seq) on delete cascade,
      ord_num integer not null references orders(ord_num),
      bill_amt numeric(12,2) not null check (bill_amt >= 0),
      pay_amt numeric(12,2) not null check (pay_amt >= 0)
    );
    create index invoice_lines_invoice_idx on invoice_lines (inv_seq);
  `.execute(db);
}
