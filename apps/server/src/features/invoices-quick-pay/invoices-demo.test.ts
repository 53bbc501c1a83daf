// The demo dataset shows every state of the invoice and QuickPay screens: invoices in every status
// over the last year with lines and check numbers, an opt-in/opt-out history, unpaid invoices that
// several options fit, and a second vendor excluded from QuickPay.
import { beforeAll, expect, it } from 'vitest';
import {
  defaultQuickPayCall,
  defaultQuickPayState,
  invoiceDetailsCall,
  invoiceDetailsResponse,
  manualQuickPaySettingsCall,
  quickPayOffers,
  quickPaySettingsResponse,
  searchInvoicesCall,
  unpaidInvoicesCall,
  vendorInvoicesResponse,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import { sessionTokenFor } from '../../../test/session-for-user.ts';

const server = testServerForFile();
beforeAll(async () => {
  await seedDemoIfEmpty(server.db);
});

async function tokenOf(vendorNum: number): Promise<string> {
  const user = await server.db
    .selectFrom('users')
    .innerJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select(['users.id as userId', 'users.vendor_id as vendorId', 'users.email'])
    .where('vendors.vendor_num', '=', vendorNum)
    .executeTakeFirstOrThrow();
  return sessionTokenFor(server, user);
}

it('gives the demo vendor invoices in every status over the last year, with lines and checks', async () => {
  const token = await tokenOf(DEMO_VENDOR_NUM);
  const res = await server.call(
    searchInvoicesCall,
    { body: { status: '', startDate: '', endDate: '', invoiceNum: '' } },
    { as: { token } },
  );
  const invoices = vendorInvoicesResponse.parse(res.json).vendorInvoices;
  const statuses = await server.db.selectFrom('invoice_statuses').select('code').execute();
  expect(new Set(invoices.map((i) => i.invoiceStatusCode))).toEqual(new Set(statuses.map((s) => s.code)));
  const oldest = invoices.map((i) => i.recievedDate).sort()[0]!;
  expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(300 * 86_400_000);
  const paid = invoices.filter((i) => i.invoiceStatusCode === 'PAID');
  expect(paid.length).toBeGreaterThan(20);
  for (const invoice of paid) {
    expect(invoice.checkNo).not.toBeNull();
    expect(invoice.payAmt).not.toBeNull();
  }
  expect(invoices.some((i) => i.qpPercent !== null)).toBe(true);
  const detail = await server.send(
    invoiceDetailsCall,
    { params: { id: invoices[0]!.id } },
    { as: { token } },
  );
  expect(invoiceDetailsResponse.parse(detail.json).invoiceDetails.length).toBeGreaterThan(0);
});

it('leaves the demo vendor opted out after an opt-in, with unpaid invoices that several options fit', async () => {
  const token = await tokenOf(DEMO_VENDOR_NUM);
  const state = defaultQuickPayState.parse(
    (await server.call(defaultQuickPayCall, {}, { as: { token } })).json,
  );
  expect(state.qpPercentage).toBe(0);
  expect(state.optOutdate).not.toBeNull();
  expect(state.optIndate).not.toBeNull();
  expect(state.qpExclude).toBe(false);
  const settings = quickPaySettingsResponse.parse(
    (await server.call(manualQuickPaySettingsCall, {}, { as: { token } })).json,
  ).quickpaysetting;
  const unpaid = vendorInvoicesResponse.parse(
    (
      await server.call(
        unpaidInvoicesCall,
        { body: { status: 'Unpaid', startDate: '', endDate: '' } },
        { as: { token } },
      )
    ).json,
  ).vendorInvoices;
  const roomy = unpaid.filter(
    (i) =>
      quickPayOffers({ settings, netPay: i.netPay, dueDate: i.dueDate, now: new Date(), poBoxBilling: true })
        .length >= 2,
  );
  expect(roomy.length).toBeGreaterThan(3);
});

it('excludes the second demo vendor from QuickPay, which still has unpaid invoices', async () => {
  const token = await tokenOf(10002);
  const state = defaultQuickPayState.parse(
    (await server.call(defaultQuickPayCall, {}, { as: { token } })).json,
  );
  expect(state.qpExclude).toBe(true);
  const unpaid = vendorInvoicesResponse.parse(
    (await server.call(unpaidInvoicesCall, { body: { status: 'Unpaid' } }, { as: { token } })).json,
  ).vendorInvoices;
  expect(unpaid.length).toBeGreaterThan(0);
  expect(unpaid.every((i) => i.qpExclude)).toBe(true);
});
