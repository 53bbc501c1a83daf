// Invoices made directly in a test's own database, with every value under the test's control.
import type { Db } from '../src/platform/db/database.ts';

let counter = 0;

/** An order at a new store with one crew line of the vendor; returns its ord_num. */
export async function addInvoiceOrder(db: Db, vendorId: number, poNum: string, storeNumber: string) {
  const n = ++counter;
  const client = await db
    .insertInto('clients')
    .values({ code: `IC${n}-${poNum}`, name: `Invoice Client ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: storeNumber,
      name: `Store ${storeNumber}`,
      address1: `${n} Main St`,
      address2: '',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      po_num: poNum,
      client_id: client.id,
      location_id: location.id,
      account_manager_id: null,
      category: 'HVAC',
      order_type: 'Repair',
      priority: 'P3',
      client_po: `C-${poNum}`,
      status_code: 'COMPLETED',
      order_comment: '',
      additional_information: '',
      begin_service: null,
      service_end: null,
    })
    .returning('ord_num')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('crew_details')
    .values({
      ord_num: order.ord_num,
      crew_id: 9000 + n,
      vendor_id: vendorId,
      status: 'Completed',
      nte: '500.00',
      work_date: new Date('2026-01-05T14:00:00Z'),
    })
    .execute();
  return order.ord_num;
}

export type TestInvoice = {
  invoiceNum: string;
  status?: string;
  checkNo?: string | null;
  receivedDate: string;
  dueDate: string;
  invoiceAmt?: string;
  netPay: string;
  payAmt?: string | null;
  releaseDate?: string | null;
  lines?: { ordNum: number; billAmt: string; payAmt: string }[];
};

/** One invoice of the vendor; returns its id (inv_seq). */
export async function addInvoice(db: Db, vendorId: number, i: TestInvoice): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      vendor_id: vendorId,
      invoice_num: i.invoiceNum,
      status_code: i.status ?? 'APPROVED',
      check_no: i.checkNo ?? null,
      received_date: i.receivedDate,
      due_date: i.dueDate,
      invoice_amt: i.invoiceAmt ?? i.netPay,
      net_pay: i.netPay,
      pay_amt: i.payAmt ?? null,
      release_date: i.releaseDate ?? null,
    })
    .returning('inv_seq')
    .executeTakeFirstOrThrow();
  if (i.lines?.length) {
    await db
      .insertInto('invoice_lines')
      .values(
        i.lines.map((l) => ({
          inv_seq: row.inv_seq,
          ord_num: l.ordNum,
          bill_amt: l.billAmt,
          pay_amt: l.payAmt,
        })),
      )
      .execute();
  }
  return row.inv_seq;
}

export async function settingId(db: Db, kind: 'automatic' | 'manual', days: number): Promise<number> {
  const row = await db
    .selectFrom('quick_pay_settings')
    .select('id')
    .where('kind', '=', kind)
    .where('days', '=', days)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setBillingAddress(db: Db, vendorId: number, checkAddress: string) {
  await db.updateTable('vendors').set({ check_address: checkAddress }).where('id', '=', vendorId).execute();
}

export async function excludeFromQuickPay(db: Db, vendorId: number) {
  await db
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendorId, setting_id: null, qp_exclude: true })
    .onConflict((oc) => oc.column('vendor_id').doUpdateSet({ qp_exclude: true }))
    .execute();
}
