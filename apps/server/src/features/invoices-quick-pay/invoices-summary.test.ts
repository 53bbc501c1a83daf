// The dashboard's money tiles (issue 40 point 6, decision 111) over real HTTP and PostgreSQL, against
// seeded invoices: the unpaid ones and their total; QuickPay available now with the fastest option
// offered (next day, or 7 days for a P.O. box billing address), the money it brings forward and its fee,
// none for a company excluded or opted in to automatic QuickPay; another vendor's invoices never count;
// no session is 401 and a role without the permission 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesSummaryCall, quickPaySummaryCall } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  addInvoice,
  day,
  excludeFromQuickPay,
  setBillingAddress,
  settingId,
  signInUser,
  type SignedIn,
} from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let finance: SignedIn;
let office: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  finance = await signInUser(server, { roles: ['Finance'] });
  office = await signInUser(server, { vendorId: finance.vendorId, roles: ['Office'] });
  stranger = await signInUser(server, { roles: ['Finance'] });
  const add = (vendorId: number, invoiceNum: string, netPay: string, extra: object = {}) =>
    addInvoice(server.db, vendorId, {
      invoiceNum,
      netPay,
      receivedDate: day(-1),
      dueDate: day(60),
      ...extra,
    });
  await add(finance.vendorId, 'A', '1000.00');
  await add(finance.vendorId, 'B', '200.01', { status: 'IN_REVIEW' });
  // unpaid, but QuickPay chosen already
  const chosen = await add(finance.vendorId, 'C', '300.00');
  await server.db
    .updateTable('invoices')
    .set({
      qp_source: 'manual',
      qp_setting_id: await settingId(server.db, 'manual', 15),
      qp_percent: '2.00',
      qp_days: 15,
      qp_amount: '294.00',
      qp_fedex_fee: '0.00',
      qp_mailing_fee: '0.00',
      qp_pay_date: day(20),
      qp_chosen_at: new Date(),
    })
    .where('inv_seq', '=', chosen)
    .execute();
  // unpaid, but due before any option would pay
  await add(finance.vendorId, 'E', '50.00', { dueDate: day(-1) });
  // settled: none of the tiles
  await add(finance.vendorId, 'D', '999.00', { status: 'PAID' });
  // received after today: not yet among the List of QuickPay's default rows
  await add(finance.vendorId, 'F', '70.00', { receivedDate: day(2), dueDate: day(1) });
  await add(stranger.vendorId, 'X', '5.00');
});

const quickPay = async (as: SignedIn) => {
  const res = await server.call(quickPaySummaryCall, {}, { as });
  expect(res.status, res.text).toBe(200);
  return res.json as { availableCount: number; amount: number; fee: number; payDate: string | null };
};

describe('unpaid invoices tile', () => {
  it("counts the vendor's unpaid invoices received up to today and totals their net pay", async () => {
    const res = await server.call(invoicesSummaryCall, { query: { timezone: 'UTC' } }, { as: finance });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unpaidCount: 4, unpaidTotal: 1550.01 });
    const theirs = await server.call(invoicesSummaryCall, { query: {} }, { as: stranger });
    expect(theirs.json).toEqual({ unpaidCount: 1, unpaidTotal: 5 });
  });

  it('is refused without a session (401) and to a role without invoices (403)', async () => {
    expect((await server.call(invoicesSummaryCall, { query: {} }, {})).status).toBe(401);
    expect((await server.call(invoicesSummaryCall, { query: {} }, { as: office })).status).toBe(403);
    expect((await server.call(quickPaySummaryCall, {}, {})).status).toBe(401);
    expect((await server.call(quickPaySummaryCall, {}, { as: office })).status).toBe(403);
  });
});

describe('QuickPay tile', () => {
  it('sums the fastest option over the invoices that may take it: 5% next day plus $35 each', async () => {
    const figures = await quickPay(finance);
    // A and B: 1000.00 - 50.00 and 200.01 - 10.00 (5% of 200.01 rounded half up)
    expect(figures).toMatchObject({ availableCount: 2, amount: 1140.01, fee: 130 });
    expect(figures.payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes the 7-day option for a P.O. box billing address (3%, no overnight fee)', async () => {
    await setBillingAddress(server.db, finance.vendorId, 'PO Box 12');
    try {
      expect(await quickPay(finance)).toMatchObject({ availableCount: 2, amount: 1164.01, fee: 36 });
    } finally {
      await setBillingAddress(server.db, finance.vendorId, '1 Main St');
    }
  });

  it('offers nothing to a company opted in to automatic QuickPay, or excluded from QuickPay', async () => {
    await server.db
      .insertInto('vendor_quick_pay')
      .values({ vendor_id: stranger.vendorId, setting_id: await settingId(server.db, 'automatic', 10) })
      .execute();
    expect(await quickPay(stranger)).toEqual({ availableCount: 0, amount: 0, fee: 0, payDate: null });
    await excludeFromQuickPay(server.db, finance.vendorId);
    expect(await quickPay(finance)).toEqual({ availableCount: 0, amount: 0, fee: 0, payDate: null });
  });
});
