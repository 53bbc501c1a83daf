// The invoice and QuickPay rows a QuickPay answer and the provider's invoice writes change (decisions
// 052, 060): the invoice locked for the change, the vendor's QuickPay row taken first, payments and the
// columns the vendor's grids read, and the answer stored.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** What a write needs of an invoice, taken for the rest of the transaction. */
export type LockedInvoice = {
  id: number;
  vendorId: number;
  version: number;
  externalId: string | null;
  statusCode: string;
  statusPaid: boolean;
  netPay: string;
  dueDate: string;
  qpSource: 'automatic' | 'manual' | null;
  qpPercent: string | null;
  qpPayDate: string | null;
  qpAmount: string | null;
  qpFedexFee: string | null;
  qpDecision: 'paid' | 'declined' | null;
  payAmt: string | null;
};

function lockedInvoices(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
    .select([
      'i.inv_seq as id',
      'i.vendor_id as vendorId',
      'i.version',
      'i.external_id as externalId',
      'i.status_code as statusCode',
      's.paid as statusPaid',
      'i.net_pay as netPay',
      'i.due_date as dueDate',
      'i.qp_source as qpSource',
      'i.qp_percent as qpPercent',
      'i.qp_pay_date as qpPayDate',
      'i.qp_amount as qpAmount',
      'i.qp_fedex_fee as qpFedexFee',
      'i.qp_decision as qpDecision',
      'i.pay_amt as payAmt',
    ])
    .forUpdate('i');
}

/** An invoice named by the company's external id or by the portal's own id (the staff console). */
export type InvoiceRef = { externalId: string } | { invoiceId: number };

export function lockInvoice(db: Db, ref: InvoiceRef): Promise<LockedInvoice | undefined> {
  return 'externalId' in ref
    ? lockedInvoices(db).where('i.external_id', '=', ref.externalId).executeTakeFirst()
    : lockedInvoices(db).where('i.inv_seq', '=', ref.invoiceId).executeTakeFirst();
}

export function lockInvoiceByExternalId(db: Db, externalId: string): Promise<LockedInvoice | undefined> {
  return lockInvoice(db, { externalId });
}

/** The vendor of an invoice, read without a lock (to take the vendor's QuickPay row first). */
export async function vendorIdOfInvoice(db: Db, ref: InvoiceRef): Promise<number | undefined> {
  const row = await (
    'externalId' in ref
      ? db.selectFrom('invoices').select('vendor_id').where('external_id', '=', ref.externalId)
      : db.selectFrom('invoices').select('vendor_id').where('inv_seq', '=', ref.invoiceId)
  ).executeTakeFirst();
  return row?.vendor_id;
}

/**
 * Takes the vendor's QuickPay row for the rest of the transaction (made first if missing, opted out),
 * so that opt-ins, per-invoice choices and answers of one vendor run one after the other. Every
 * QuickPay write takes it before the invoice, so they never deadlock.
 */
export async function lockVendorQuickPay(db: Db, vendorId: number): Promise<void> {
  await db
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendorId, setting_id: null })
    .onConflict((oc) => oc.column('vendor_id').doNothing())
    .execute();
  await db
    .selectFrom('vendor_quick_pay')
    .select('vendor_id')
    .where('vendor_id', '=', vendorId)
    .forUpdate()
    .execute();
}

export type PaymentValues = { checkNo: string; payAmt: string; payDate: string };

export async function addPayments(db: Db, id: number, payments: PaymentValues[]): Promise<void> {
  if (payments.length === 0) return;
  await db
    .insertInto('invoice_payments')
    .values(
      payments.map((p) => ({ inv_seq: id, check_no: p.checkNo, pay_amt: p.payAmt, pay_date: p.payDate })),
    )
    .execute();
}

/**
 * Sets the invoice's check_no, pay_amt and release_date (what the vendor's grids read) from its
 * payments: the check numbers by pay date, their sum and the last pay date; null without payments.
 * Answers them.
 */
export async function syncPaymentColumns(db: Db, id: number) {
  return db
    .updateTable('invoices')
    .set({
      check_no: sql`(select string_agg(check_no, ', ' order by pay_date, id) from invoice_payments where inv_seq = ${id})`,
      pay_amt: sql`(select sum(pay_amt) from invoice_payments where inv_seq = ${id})`,
      release_date: sql`(select max(pay_date) from invoice_payments where inv_seq = ${id})`,
    })
    .where('inv_seq', '=', id)
    .returning(['check_no as checkNo', 'pay_amt as payAmt', 'release_date as releaseDate'])
    .executeTakeFirstOrThrow();
}

/** The QuickPay columns emptied: no request on the invoice. */
export const NO_QUICK_PAY = {
  qp_setting_id: null,
  qp_source: null,
  qp_percent: null,
  qp_days: null,
  qp_amount: null,
  qp_fedex_fee: null,
  qp_mailing_fee: null,
  qp_pay_date: null,
  qp_chosen_at: null,
} as const;

/** Stores the answer on the invoice; a decline takes the QuickPay off it. */
export async function storeDecision(
  db: Db,
  id: number,
  decision: { outcome: 'paid'; statusCode: string } | { outcome: 'declined'; reason: string },
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      qp_decision: decision.outcome,
      qp_decided_at: sql`now()`,
      qp_decision_reason: decision.outcome === 'declined' ? decision.reason : null,
      version: sql`version + 1`,
      updated_at: sql`now()`,
      ...(decision.outcome === 'paid' ? { status_code: decision.statusCode } : NO_QUICK_PAY),
    })
    .where('inv_seq', '=', id)
    .execute();
}
