// The SQL of the provider's invoice and QuickPay calls (decision 052): invoices by the company's
// external ids with their lines and payments, the QuickPay requests, and the vendors' automatic
// QuickPay states. Money and days stay text from PostgreSQL to the answer.
import { sql } from 'kysely';
import type { InvoiceStatus } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { lastOptChange } from './quick-pay.repository.ts';
import { addPayments, NO_QUICK_PAY, type PaymentValues } from './quick-pay-invoices.repository.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';

export type VendorRef = { id: number; vendorNum: number };

export function findVendorByExternalId(db: Db, externalId: string): Promise<VendorRef | undefined> {
  return db
    .selectFrom('vendors')
    .select(['id', 'vendor_num as vendorNum'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export function findInvoiceStatus(db: Db, code: string) {
  return db
    .selectFrom('invoice_statuses')
    .select(['code', 'paid'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findOrdersByExternalIds(db: Db, externalIds: string[]) {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['ord_num as ordNum', 'external_id as externalId'])
    .where('external_id', 'in', externalIds)
    .execute();
}

export type InvoiceValues = {
  vendorId: number;
  invoiceNum: string;
  statusCode: string;
  receivedDate: string;
  dueDate: string;
  invoiceAmt: string;
  netPay: string;
};

/** The invoice's own fields, as the provider writes them. */
const invoiceColumns = (v: Omit<InvoiceValues, 'vendorId'>) => ({
  invoice_num: v.invoiceNum,
  status_code: v.statusCode,
  received_date: v.receivedDate,
  due_date: v.dueDate,
  invoice_amt: v.invoiceAmt,
  net_pay: v.netPay,
});

/** Inserts the invoice unless its external id exists (a concurrent create): then undefined. */
export async function insertInvoice(
  db: Db,
  externalId: string,
  v: InvoiceValues,
): Promise<number | undefined> {
  const row = await db
    .insertInto('invoices')
    .values({ external_id: externalId, vendor_id: v.vendorId, ...invoiceColumns(v) })
    .onConflict((oc) => oc.column('external_id').doNothing())
    .returning('inv_seq')
    .executeTakeFirst();
  return row?.inv_seq;
}

/** Writes the invoice's own fields and gives it a new version. */
export async function updateInvoice(db: Db, id: number, v: Omit<InvoiceValues, 'vendorId'>): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      ...invoiceColumns(v),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('inv_seq', '=', id)
    .execute();
}

export async function replaceLines(
  db: Db,
  id: number,
  lines: { ordNum: number; billAmt: string; payAmt: string }[],
): Promise<void> {
  await db.deleteFrom('invoice_lines').where('inv_seq', '=', id).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('invoice_lines')
    .values(lines.map((l) => ({ inv_seq: id, ord_num: l.ordNum, bill_amt: l.billAmt, pay_amt: l.payAmt })))
    .execute();
}

export async function replacePayments(db: Db, id: number, payments: PaymentValues[]): Promise<void> {
  await db.deleteFrom('invoice_payments').where('inv_seq', '=', id).execute();
  await addPayments(db, id, payments);
}

/** Recomputed QuickPay figures of an undecided request (the net pay changed), or null to take it off. */
export async function setQuickPayAmount(db: Db, id: number, amount: string | null): Promise<void> {
  await db
    .updateTable('invoices')
    .set(amount === null ? NO_QUICK_PAY : { qp_amount: amount })
    .where('inv_seq', '=', id)
    .execute();
}

/** An invoice row as the provider reads it. */
function invoiceRows(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('vendors as v', 'v.id', 'i.vendor_id')
    .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
    .leftJoin('vendor_quick_pay as q', 'q.vendor_id', 'i.vendor_id')
    .select([
      'i.inv_seq as id',
      'i.external_id as externalId',
      'v.external_id as vendor',
      'v.vendor_num as vendorNum',
      'i.invoice_num as invoiceNum',
      // references invoice_statuses, whose codes are INVOICE_STATUSES
      sql<InvoiceStatus>`i.status_code`.as('invoiceStatus'),
      's.webstatus as invoiceStatusName',
      'i.received_date as recievedDate',
      'i.due_date as dueDate',
      'i.invoice_amt as invoiceAmt',
      'i.net_pay as netPay',
      'i.check_no as checkNo',
      'i.pay_amt as payAmt',
      'i.release_date as releaseDate',
      sql<boolean>`coalesce(q.qp_exclude, false)`.as('qpExclude'),
      'i.qp_setting_id as qpSettingId',
      'i.qp_source as qpSource',
      'i.qp_percent as qpPercent',
      'i.qp_days as qpDays',
      'i.qp_amount as qpAmount',
      'i.qp_fedex_fee as qpFedexFee',
      'i.qp_mailing_fee as qpMailingFee',
      'i.qp_pay_date as qpPayDate',
      'i.qp_chosen_at as qpChosenAt',
      'i.qp_decision as qpDecision',
      'i.qp_decision_reason as qpDecisionReason',
      'i.qp_decided_at as qpDecidedAt',
      'i.version',
      'i.updated_at as updatedAt',
    ]);
}

export type ProviderInvoiceRow = Awaited<
  ReturnType<ReturnType<typeof invoiceRows>['executeTakeFirstOrThrow']>
>;

export function findInvoiceByExternalId(db: Db, externalId: string) {
  return invoiceRows(db).where('i.external_id', '=', externalId).executeTakeFirst();
}

export type { ListPage };

/** The invoices' id and update time, by which their lists page. */
const INVOICE_PAGING = { id: 'i.inv_seq', updatedAt: 'i.updated_at' } as const;

export function listInvoiceRows(db: Db, page: ListPage & { vendor: string | undefined }) {
  let q = invoiceRows(db);
  if (page.vendor !== undefined) q = q.where('v.external_id', '=', page.vendor);
  return inListPage(q, INVOICE_PAGING, page).execute();
}

export function listQuickPayRequestRows(
  db: Db,
  page: ListPage & { vendor: string | undefined; state: 'requested' | 'paid' | 'declined' | undefined },
) {
  let q = invoiceRows(db).where((eb) =>
    eb.or([eb('i.qp_source', 'is not', null), eb('i.qp_decision', 'is not', null)]),
  );
  if (page.state === 'requested') q = q.where('i.qp_decision', 'is', null);
  else if (page.state !== undefined) q = q.where('i.qp_decision', '=', page.state);
  if (page.vendor !== undefined) q = q.where('v.external_id', '=', page.vendor);
  return inListPage(q, INVOICE_PAGING, page).execute();
}

export function findInvoiceById(db: Db, id: number) {
  return invoiceRows(db).where('i.inv_seq', '=', id).executeTakeFirstOrThrow();
}

export function invoiceLines(db: Db, ids: number[]) {
  return db
    .selectFrom('invoice_lines as l')
    .innerJoin('orders as o', 'o.ord_num', 'l.ord_num')
    .where('l.inv_seq', 'in', ids)
    .select([
      'l.inv_seq as invoiceId',
      'o.external_id as workOrder',
      'o.po_num as poNum',
      'l.bill_amt as billAmt',
      'l.pay_amt as payAmt',
    ])
    .orderBy('l.id')
    .execute();
}

export function invoicePayments(db: Db, ids: number[]) {
  return db
    .selectFrom('invoice_payments')
    .where('inv_seq', 'in', ids)
    .select(['inv_seq as invoiceId', 'check_no as checkNo', 'pay_amt as payAmt', 'pay_date as payDate'])
    .orderBy('pay_date')
    .orderBy('id')
    .execute();
}

/** The vendors' automatic QuickPay states with their latest opt-in and opt-out. */
export function listAutomaticRows(db: Db, page: ListPage & { vendor: string | undefined }) {
  let q = db
    .selectFrom('vendor_quick_pay as q')
    .innerJoin('vendors as v', 'v.id', 'q.vendor_id')
    .leftJoin('quick_pay_settings as s', 's.id', 'q.setting_id')
    .select([
      'q.vendor_id as vendorId',
      'v.external_id as vendor',
      'v.vendor_num as vendorNum',
      'q.setting_id as settingId',
      's.percentage',
      's.days',
      'q.qp_exclude as qpExclude',
      'q.updated_at as updatedAt',
      lastOptChange('opt-in').as('optInAt'),
      lastOptChange('opt-out').as('optOutAt'),
    ]);
  if (page.vendor !== undefined) q = q.where('v.external_id', '=', page.vendor);
  return inListPage(q, { id: 'q.vendor_id', updatedAt: 'q.updated_at' }, page).execute();
}
