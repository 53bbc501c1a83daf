// The SQL of the dashboard's money tiles (issue 40 point 6, decision 111), read through
// invoices_vendor_received_idx: a vendor's invoices, the unpaid ones counted.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** The vendor's invoices in an unpaid status received up to `today`: how many and their net pay. */
export async function countUnpaidInvoices(db: Db, vendorId: number, today: string) {
  const result = await sql<{ count: number; total: string }>`
    select count(*)::int as count, coalesce(sum(i.net_pay), 0)::text as total
      from invoices i join invoice_statuses s on s.code = i.status_code
     where i.vendor_id = ${vendorId}::int and i.received_date <= ${today}::date and not s.paid`.execute(db);
  return result.rows[0]!;
}

/**
 * The vendor's unpaid invoices without QuickPay yet that an option paying on `payDate` may take (due
 * on or after it), with the option's discount summed per invoice in cents, each rounded half up as
 * quickPayDiscountCents rounds it (`hundredths` of a percent).
 */
export async function sumQuickPayCandidates(db: Db, vendorId: number, payDate: string, hundredths: number) {
  const result = await sql<{ count: number; netCents: string; discountCents: string }>`
    select count(*)::int as count,
           coalesce(sum(round(i.net_pay * 100)), 0)::text as "netCents",
           coalesce(sum(floor((round(i.net_pay * 100) * ${hundredths}::int + 5000) / 10000)), 0)::text as "discountCents"
      from invoices i join invoice_statuses s on s.code = i.status_code
     where i.vendor_id = ${vendorId}::int and not s.paid and i.qp_source is null
       and i.due_date >= ${payDate}::date`.execute(db);
  return result.rows[0]!;
}
