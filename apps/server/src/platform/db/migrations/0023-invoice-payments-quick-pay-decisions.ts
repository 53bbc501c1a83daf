// Provider invoices and QuickPay decisions (issue 17 point 2, decision 052). An invoice may be paid by
// more than one payment (a check per part, or a QuickPay check and the rest later), so the payments
// the company reports are kept one per row; the invoice's own check_no, pay_amt and release_date,
// which the vendor's grids read, are kept equal to what its payments add up to. The company's answer
// to a QuickPay request (paid or declined with a reason) is kept on the invoice, where the vendor's
// QuickPay list reads it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_payments (
      id serial primary key,
      inv_seq integer not null references invoices (inv_seq) on delete cascade,
      check_no text not null check (length(check_no) between 1 and 50),
      pay_amt numeric(12,2) not null check (pay_amt >= 0),
      pay_date date not null
    );
    create index invoice_payments_invoice_idx on invoice_payments (inv_seq);
    -- the payment of each invoice held so far (one check each), so that its payments read back whole
    insert into invoice_payments (inv_seq, check_no, pay_amt, pay_date)
      select inv_seq, left(trim(check_no), 50), pay_amt, release_date
      from invoices
      where trim(coalesce(check_no, '')) <> '' and pay_amt is not null and release_date is not null
      order by inv_seq;

    alter table invoices
      add column qp_decision text check (qp_decision in ('paid', 'declined')),
      add column qp_decision_reason text check (length(qp_decision_reason) <= 500),
      add column qp_decided_at timestamptz,
      add check ((qp_decision is null) = (qp_decided_at is null)),
      add check (qp_decision = 'declined' or qp_decision_reason is null);
    -- the provider's QuickPay list: invoices with QuickPay chosen or decided
    create index invoices_quick_pay_idx on invoices (inv_seq)
      where qp_source is not null or qp_decision is not null;
    create index vendor_quick_pay_updated_at_idx on vendor_quick_pay (updated_at);
  `.execute(db);
}
