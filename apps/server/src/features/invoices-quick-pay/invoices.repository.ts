// The only SQL of the invoice calls. Every query is scoped by the session's vendor. Calendar days are
// read as text ('YYYY-MM-DD') so that no time zone ever shifts them.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { QuickPayKind } from '../../platform/db/schema.ts';

export type InvoiceStatusRow = { code: string; webstatus: string; paid: boolean };

export function listInvoiceStatuses(db: Db): Promise<InvoiceStatusRow[]> {
  return db
    .selectFrom('invoice_statuses')
    .select(['code', 'webstatus', 'paid'])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export type InvoiceRow = {
  id: number;
  invoiceNum: string;
  statusCode: string;
  webstatus: string;
  paid: boolean;
  checkNo: string | null;
  receivedDate: string;
  dueDate: string;
  invoiceAmt: string;
  netPay: string;
  payAmt: string | null;
  releaseDate: string | null;
  qpSettingId: number | null;
  qpSource: QuickPayKind | null;
  qpPercent: string | null;
  qpDays: number | null;
  qpAmount: string | null;
  qpFedexFee: string | null;
  qpPayDate: string | null;
  qpExclude: boolean;
  qpDecision: 'paid' | 'declined' | null;
  qpDecisionReason: string | null;
};

function invoiceRows(db: Db, vendorId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
    .leftJoin('vendor_quick_pay as q', 'q.vendor_id', 'i.vendor_id')
    .where('i.vendor_id', '=', vendorId)
    .select([
      'i.inv_seq as id',
      'i.invoice_num as invoiceNum',
      'i.status_code as statusCode',
      's.webstatus',
      's.paid',
      'i.check_no as checkNo',
      sql<string>`i.received_date::text`.as('receivedDate'),
      sql<string>`i.due_date::text`.as('dueDate'),
      'i.invoice_amt as invoiceAmt',
      'i.net_pay as netPay',
      'i.pay_amt as payAmt',
      sql<string | null>`i.release_date::text`.as('releaseDate'),
      'i.qp_setting_id as qpSettingId',
      'i.qp_source as qpSource',
      'i.qp_percent as qpPercent',
      'i.qp_days as qpDays',
      'i.qp_amount as qpAmount',
      'i.qp_fedex_fee as qpFedexFee',
      sql<string | null>`i.qp_pay_date::text`.as('qpPayDate'),
      sql<boolean>`coalesce(q.qp_exclude, false)`.as('qpExclude'),
      'i.qp_decision as qpDecision',
      'i.qp_decision_reason as qpDecisionReason',
    ]);
}

export type InvoiceFilters = {
  /** received on or after, 'YYYY-MM-DD' */
  from: string | null;
  /** received on or before */
  to: string | null;
  /** null = every status */
  statusCodes: string[] | null;
  /** case-insensitive prefix of the invoice number */
  invoicePrefix: string | null;
};

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchInvoiceRows(db: Db, vendorId: number, f: InvoiceFilters): Promise<InvoiceRow[]> {
  let q = invoiceRows(db, vendorId);
  if (f.from !== null) q = q.where('i.received_date', '>=', f.from);
  if (f.to !== null) q = q.where('i.received_date', '<=', f.to);
  if (f.statusCodes !== null) {
    if (f.statusCodes.length === 0) return Promise.resolve([]);
    q = q.where('i.status_code', 'in', f.statusCodes);
  }
  if (f.invoicePrefix !== null) {
    q = q.where(sql<boolean>`lower(i.invoice_num) like ${likePrefix(f.invoicePrefix)}`);
  }
  return q.orderBy('i.received_date', 'desc').orderBy('i.inv_seq', 'desc').execute();
}

export function findInvoiceRow(db: Db, vendorId: number, id: number): Promise<InvoiceRow | undefined> {
  return invoiceRows(db, vendorId).where('i.inv_seq', '=', id).executeTakeFirst();
}

export type InvoiceLineRow = {
  company: string;
  poNum: string;
  locationId: string;
  billAmt: string;
  payAmt: string;
};

/** The lines of the vendor's invoice `id`, or null when the vendor has no such invoice. */
export async function findInvoiceLines(
  db: Db,
  vendorId: number,
  id: number,
): Promise<InvoiceLineRow[] | null> {
  const invoice = await db
    .selectFrom('invoices')
    .select('inv_seq')
    .where('inv_seq', '=', id)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!invoice) return null;
  return db
    .selectFrom('invoice_lines as l')
    .innerJoin('orders as o', 'o.ord_num', 'l.ord_num')
    .innerJoin('locations as loc', 'loc.id', 'o.location_id')
    .where('l.inv_seq', '=', id)
    .select([
      'loc.name as company',
      'o.po_num as poNum',
      'loc.store_number as locationId',
      'l.bill_amt as billAmt',
      'l.pay_amt as payAmt',
    ])
    .orderBy('o.po_num')
    .orderBy('l.id')
    .execute();
}
