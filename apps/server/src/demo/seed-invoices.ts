// Demo invoices and QuickPay (SPEC sections 3, 4, 9): for the demo vendor, invoices in every status
// over the last year with their related-order lines, check numbers on the paid ones, some QuickPay
// chosen per invoice, a history of opting in and out of automatic QuickPay, and unpaid invoices whose
// due dates leave room for several options; for the second vendor, a company excluded from QuickPay
// (qpExclude) with a few unpaid invoices, so its warning can be seen.
import type { Kysely } from 'kysely';
import { addDays, fedexFeeCents, quickPayAmountCents, quickPayToday } from '@vp/contracts';
import type { Database } from '../platform/db/schema.ts';
import { decimalOf as decimal } from '../features/invoices-quick-pay/money.ts';
import type { Random } from './random.ts';

type Tx = Kysely<Database>;

type Plan = {
  vendorId: number;
  prefix: string;
  /** invoices spread over the last `daysBack` days */
  count: number;
  daysBack: number;
  /** unpaid invoices received in the last few days, due 30 to 75 days later */
  recentUnpaid: number;
  /** the vendor is excluded from QuickPay: none of its invoices carries an option */
  quickPayExcluded: boolean;
};

export type QuickPaySetting = { id: number; percentage: string; days: number; mailingFee: string };
type Setting = QuickPaySetting;

/** The columns of an invoice whose vendor chose QuickPay `setting` on it the day it was received. */
export function manualQuickPayColumns(
  setting: QuickPaySetting,
  amountCents: number,
  payDate: string,
  receivedDate: string,
) {
  return {
    qp_setting_id: setting.id,
    qp_source: 'manual' as const,
    qp_percent: setting.percentage,
    qp_days: setting.days,
    qp_amount: decimal(amountCents),
    qp_fedex_fee: decimal(fedexFeeCents(setting.days)),
    qp_mailing_fee: setting.mailingFee,
    qp_pay_date: payDate,
    qp_chosen_at: new Date(`${receivedDate}T15:00:00Z`),
  };
}

/** The vendor's orders whose work is done (work date in the past), newest first. */
async function pastOrders(tx: Tx, vendorId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .selectFrom('crew_details')
    .select('ord_num')
    .distinct()
    .where('vendor_id', '=', vendorId)
    .where('work_date', '<', now)
    .orderBy('ord_num', 'desc')
    .execute();
  return rows.map((r) => r.ord_num);
}

async function manualSettings(tx: Tx): Promise<Setting[]> {
  return tx
    .selectFrom('quick_pay_settings')
    .select(['id', 'percentage', 'days', 'mailing_fee as mailingFee'])
    .where('kind', '=', 'manual')
    .where('active', '=', true)
    .where('days', '>', 1)
    .orderBy('days')
    .execute();
}

async function insertInvoices(tx: Tx, rnd: Random, plan: Plan, now: Date): Promise<number> {
  const orders = await pastOrders(tx, plan.vendorId, now);
  const settings = await manualSettings(tx);
  const today = quickPayToday(now);
  let orderIndex = 0;
  const nextOrders = (n: number) => {
    const picked: number[] = [];
    for (let i = 0; i < n && orders.length > 0; i++) picked.push(orders[orderIndex++ % orders.length]!);
    return picked;
  };

  const received: string[] = [];
  for (let i = 0; i < plan.count; i++) received.push(addDays(today, -rnd.int(0, plan.daysBack)));
  for (let i = 0; i < plan.recentUnpaid; i++) received.push(addDays(today, -rnd.int(0, 6)));
  // a few received today, so the QuickPay list's default (today) is not empty
  received.push(today, today);
  received.sort();

  let seq = 0;
  for (const receivedDate of received) {
    seq++;
    const age = Math.round((Date.parse(today) - Date.parse(receivedDate)) / 86_400_000);
    const terms = rnd.pick([30, 45, 60, 75]);
    const dueDate = addDays(receivedDate, terms);
    // older invoices are settled; recent ones wait in one of the unpaid statuses
    const drawn =
      age > 75
        ? rnd.chance(0.06)
          ? 'VOID'
          : rnd.chance(0.05)
            ? 'ON_HOLD'
            : 'PAID'
        : age > 40
          ? rnd.pick(['PAID', 'PAID', 'APPROVED', 'ON_HOLD'])
          : rnd.pick(['RECEIVED', 'IN_REVIEW', 'APPROVED', 'APPROVED', 'ON_HOLD']);

    const lines = nextOrders(rnd.int(1, 3)).map((ordNum) => {
      const bill = rnd.int(150_00, 4_500_00);
      // now and then the provider approves less than was billed
      const pay = rnd.chance(0.15) ? bill - Math.round((bill * rnd.int(5, 15)) / 100) : bill;
      return { ordNum, bill, pay };
    });
    if (lines.length === 0) continue;
    const invoiceCents = lines.reduce((t, l) => t + l.bill, 0);
    const netCents = lines.reduce((t, l) => t + l.pay, 0);

    // QuickPay chosen for one invoice in four (paid ones and unpaid ones alike), where it fits and the
    // vendor is not excluded from it
    const setting = !plan.quickPayExcluded && rnd.chance(0.25) ? rnd.pick(settings) : null;
    const qpPayDate = setting ? addDays(receivedDate, setting.days) : null;
    const withQuickPay = setting !== null && qpPayDate !== null && qpPayDate <= dueDate && drawn !== 'VOID';
    const qpAmountCents = withQuickPay ? quickPayAmountCents(netCents, Number(setting.percentage)) : null;

    // an invoice is paid on the day its payment is expected (the QuickPay pay date, else the due date),
    // so one whose day has not come yet is still approved (demo rules, issue 15)
    const expectedDate = withQuickPay ? qpPayDate! : dueDate;
    const status = drawn === 'PAID' && expectedDate > today ? 'APPROVED' : drawn;
    const paid = status === 'PAID';
    const releaseDate = paid ? expectedDate : null;
    // the next-day overnight charge comes off the QuickPay amount (decision 038)
    const payCents = paid
      ? qpAmountCents === null
        ? netCents
        : qpAmountCents - fedexFeeCents(setting!.days)
      : null;

    const check = paid ? String(300_000 + seq * 7 + rnd.int(0, 6)) : null;
    const invoice = await tx
      .insertInto('invoices')
      .values({
        vendor_id: plan.vendorId,
        invoice_num: `${plan.prefix}-${receivedDate.slice(0, 4)}-${String(seq).padStart(4, '0')}`,
        status_code: status,
        check_no: check,
        received_date: receivedDate,
        due_date: dueDate,
        invoice_amt: decimal(invoiceCents),
        net_pay: decimal(netCents),
        pay_amt: payCents === null ? null : decimal(payCents),
        release_date: releaseDate,
        ...(withQuickPay ? manualQuickPayColumns(setting, qpAmountCents!, qpPayDate!, receivedDate) : {}),
      })
      .returning('inv_seq')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('invoice_lines')
      .values(
        lines.map((l) => ({
          inv_seq: invoice.inv_seq,
          ord_num: l.ordNum,
          bill_amt: decimal(l.bill),
          pay_amt: decimal(l.pay),
        })),
      )
      .execute();
    // its payment, as the provider API reads it back (decision 052)
    if (check !== null)
      await tx
        .insertInto('invoice_payments')
        .values({
          inv_seq: invoice.inv_seq,
          check_no: check,
          pay_amt: decimal(payCents!),
          pay_date: releaseDate!,
        })
        .execute();
  }
  return received.length;
}

/** the instant `days` days before `now` */
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export async function seedInvoices(
  tx: Tx,
  rnd: Random,
  vendors: { demoVendorId: number; demoUserId: number; otherVendorId: number },
  now = new Date(),
): Promise<number> {
  const count = await insertInvoices(
    tx,
    rnd,
    {
      vendorId: vendors.demoVendorId,
      prefix: 'NM',
      count: 140,
      daysBack: 365,
      recentUnpaid: 8,
      quickPayExcluded: false,
    },
    now,
  );
  await insertInvoices(
    tx,
    rnd,
    {
      vendorId: vendors.otherVendorId,
      prefix: 'BB',
      count: 12,
      daysBack: 90,
      recentUnpaid: 4,
      quickPayExcluded: true,
    },
    now,
  );

  // the demo vendor opted into automatic QuickPay for a while, then out again: the panel shows the
  // last opt-out date and the vendor may choose QuickPay per invoice
  const automatic = await tx
    .selectFrom('quick_pay_settings')
    .select('id')
    .where('kind', '=', 'automatic')
    .where('days', '=', 30)
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendors.demoVendorId, setting_id: null })
    .execute();
  await tx
    .insertInto('vendor_quick_pay_history')
    .values([
      {
        vendor_id: vendors.demoVendorId,
        action: 'opt-in',
        setting_id: automatic.id,
        user_id: vendors.demoUserId,
        at: daysAgo(now, 240),
      },
      {
        vendor_id: vendors.demoVendorId,
        action: 'opt-out',
        setting_id: null,
        user_id: vendors.demoUserId,
        at: daysAgo(now, 95),
      },
    ])
    .execute();
  // the second vendor is excluded from QuickPay by the provider
  await tx
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendors.otherVendorId, setting_id: null, qp_exclude: true })
    .execute();
  return count;
}
