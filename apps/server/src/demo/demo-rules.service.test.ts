// The demo data obeys the product's own rules (issue 15): a newcomer's first look must not show a note
// from later today above the one just added, an Open order with a finished crew, a paid invoice whose
// payment was expected after it was released, QuickPay on a vendor excluded from it, or a service
// window at 03:00 AM at the store. The demo is seeded once and read back against each rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fedexFeeCents, quickPayAmountCents, quickPayToday } from '@vp/contracts';
import { openTestDb, type TestDb } from '../../test/test-db.ts';
import { centsOf } from '../features/invoices-quick-pay/money.ts';
import { wallClock } from '../features/work-orders/zoned-time.ts';
import { STARTED_ORDER_STATUSES } from './catalog.ts';
import { DEMO_TIME_ZONE } from './demo-time.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

let testDb: TestDb;
let seededAt: Date;
beforeAll(async () => {
  testDb = await openTestDb();
  seededAt = new Date();
  await seedDemoIfEmpty(testDb.db);
}, 120_000);
afterAll(() => testDb.close());

/** The crew statuses each order status allows on the order's latest crew line. */
const crewStatusesFor = (orderStatus: string): string[] =>
  orderStatus === 'IN PROGRESS'
    ? ['On Site']
    : orderStatus === 'COMPLETED' || orderStatus === 'INVOICED'
      ? ['Completed']
      : orderStatus === 'CANCELLED'
        ? ['Cancelled']
        : ['Assigned', 'Accepted'];

describe('the demo data obeys the product rules', () => {
  it('service windows lie in store hours at the store (US Eastern), and end after they begin', async () => {
    const orders = await testDb.db
      .selectFrom('orders')
      .select(['po_num', 'begin_service', 'service_end'])
      .execute();
    expect(orders.length).toBeGreaterThan(100);
    for (const o of orders) {
      if (!o.begin_service || !o.service_end) continue;
      const begin = wallClock(o.begin_service, DEMO_TIME_ZONE);
      const end = wallClock(o.service_end, DEMO_TIME_ZONE);
      expect(begin.hour, `${o.po_num} begins at ${begin.hour}:00`).toBeGreaterThanOrEqual(6);
      expect(end.hour, `${o.po_num} ends at ${end.hour}:00`).toBeLessThanOrEqual(20);
      expect(o.service_end.getTime()).toBeGreaterThan(o.begin_service.getTime());
    }
  });

  it("an order's status fits its latest crew line and its time; a crew that was on site has a past visit", async () => {
    const lines = await sql<{
      po_num: string;
      status_code: string;
      begin_service: Date | null;
      crew_status: string;
      visit_date: Date | null;
      latest: boolean;
    }>`
      select o.po_num, o.status_code, o.begin_service, c.status as crew_status, c.visit_date,
             c.work_date = max(c.work_date) over (partition by c.ord_num) as latest
      from crew_details c join orders o on o.ord_num = c.ord_num
    `.execute(testDb.db);
    expect(lines.rows.length).toBeGreaterThan(100);
    for (const line of lines.rows) {
      if (line.latest) {
        expect(crewStatusesFor(line.status_code), `${line.po_num} (${line.status_code})`).toContain(
          line.crew_status,
        );
      }
      if (STARTED_ORDER_STATUSES.includes(line.status_code) && line.begin_service) {
        expect(line.begin_service.getTime(), `${line.po_num} started before its time`).toBeLessThanOrEqual(
          seededAt.getTime(),
        );
      }
      if (line.crew_status === 'Completed' || line.crew_status === 'On Site') {
        expect(line.visit_date, `${line.po_num}: ${line.crew_status} without a visit`).not.toBeNull();
        expect(line.visit_date!.getTime()).toBeLessThanOrEqual(seededAt.getTime());
      }
    }
  });

  it('notes, check-ins and visits are not dated in the future', async () => {
    const notes = await testDb.db.selectFrom('order_notes').select('created_at').execute();
    const vendorNotes = await testDb.db.selectFrom('vendor_notes').select('created_at').execute();
    const checkIns = await testDb.db.selectFrom('order_hours').select('start_at').execute();
    const dates = [
      ...notes.map((n) => n.created_at),
      ...vendorNotes.map((n) => n.created_at),
      ...checkIns.map((h) => h.start_at),
    ];
    expect(dates.length).toBeGreaterThan(10);
    for (const date of dates) expect(date.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("an invoice's lines make its amount and net pay; QuickPay and payments follow the rules", async () => {
    const invoices = await sql<{
      invoice_num: string;
      status_code: string;
      check_no: string | null;
      due_date: string;
      release_date: string | null;
      invoice_amt: string;
      net_pay: string;
      pay_amt: string | null;
      qp_percent: string | null;
      qp_days: number | null;
      qp_amount: string | null;
      qp_pay_date: string | null;
      qp_exclude: boolean;
      bill: string;
      pay: string;
    }>`
      select i.invoice_num, i.status_code, i.check_no, i.due_date::text, i.release_date::text,
             i.invoice_amt::text, i.net_pay::text, i.pay_amt::text, i.qp_percent::text, i.qp_days,
             i.qp_amount::text, i.qp_pay_date::text, coalesce(q.qp_exclude, false) as qp_exclude,
             (select sum(bill_amt)::text from invoice_lines l where l.inv_seq = i.inv_seq) as bill,
             (select sum(pay_amt)::text from invoice_lines l where l.inv_seq = i.inv_seq) as pay
      from invoices i left join vendor_quick_pay q on q.vendor_id = i.vendor_id
    `.execute(testDb.db);
    const today = quickPayToday(seededAt);
    expect(invoices.rows.length).toBeGreaterThan(100);
    for (const i of invoices.rows) {
      const name = i.invoice_num;
      expect(centsOf(i.bill), name).toBe(centsOf(i.invoice_amt));
      expect(centsOf(i.pay), name).toBe(centsOf(i.net_pay));
      if (i.qp_exclude) expect(i.qp_amount, `${name}: QuickPay on an excluded vendor`).toBeNull();
      if (i.qp_amount !== null) {
        expect(centsOf(i.qp_amount), name).toBe(
          quickPayAmountCents(centsOf(i.net_pay), Number(i.qp_percent)),
        );
        expect(i.qp_pay_date! <= i.due_date, name).toBe(true);
      }
      const expected = i.qp_pay_date ?? i.due_date;
      if (i.status_code === 'PAID') {
        expect(i.check_no, name).not.toBeNull();
        expect(i.release_date, `${name}: released before its expected date`).toBe(expected);
        expect(i.release_date! <= today, name).toBe(true);
        const payable =
          i.qp_amount === null ? centsOf(i.net_pay) : centsOf(i.qp_amount) - fedexFeeCents(i.qp_days ?? 0);
        expect(centsOf(i.pay_amt ?? ''), name).toBe(payable);
      } else {
        expect(i.release_date, name).toBeNull();
        expect(i.check_no, name).toBeNull();
      }
    }
  });
});
