// Provider invoices and QuickPay decisions at the service (decision 052): an invoice written by the
// company reads in the vendor's screens exactly as one the portal already held; concurrent upserts of
// one external id make one row; If-Match, unknown references, a vendor change and a taken number
// write nothing; automatic QuickPay reaches new invoices; a request answered paid or declined is what
// the vendor then sees, with its events; one vendor's data never shows under another.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceStatus, PutProviderInvoiceBody } from '@vp/contracts';
import { eventsOf } from '../../../test/events.ts';
import {
  createUser,
  createVendor,
  type TestUser,
  addInvoice,
  addExternalWorkOrder,
  providerInvoiceBody,
  settingId,
} from '../../../test/fixtures/index.ts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { invoiceDetails, searchInvoices } from './invoices.service.ts';
import {
  decideQuickPay,
  getProviderInvoice,
  listAutomaticQuickPay,
  listProviderInvoices,
  listQuickPayRequests,
  putProviderInvoice,
  type ProviderInvoiceDeps,
} from './provider-invoices.service.ts';
import { optQuickPay, unpaidInvoices, updateInvoiceQuickPay } from './quick-pay.service.ts';

const testDb = testDbForFile();
let deps: ProviderInvoiceDeps;
beforeAll(async () => {
  // a Tuesday, 11:00 am Eastern
  deps = { db: testDb.db, now: () => new Date('2026-03-10T15:00:00Z') };
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;
const sessionOf = (user: TestUser): SessionClaims => ({ ...user, sessionId: 'test' });

/** A vendor with a user, the company's external id, and one work order of its own. */
async function vendor() {
  const { vendorId } = await createVendor(testDb.db, 'Invoice Vendor Co');
  const user = await createUser(testDb.db, vendorId);
  return { vendorId, user, ...(await addExternalWorkOrder(testDb.db, vendorId)) };
}
type TestVendorWithOrder = Awaited<ReturnType<typeof vendor>>;

const body = (v: TestVendorWithOrder, over: Partial<PutProviderInvoiceBody> = {}): PutProviderInvoiceBody =>
  providerInvoiceBody(v, { payments: [], ...over });

const put = (externalId: string, b: PutProviderInvoiceBody, expectedVersion?: number) =>
  putProviderInvoice(deps, externalId, b, { expectedVersion });

const searchAll = (vendorId: number) =>
  searchInvoices(testDb.db, vendorId, { status: '', startDate: '', endDate: '', invoiceNum: '' });

const invoiceRowCount = async (externalId: string) =>
  (await testDb.db.selectFrom('invoices').select('inv_seq').where('external_id', '=', externalId).execute())
    .length;

const expectRefused = async (promise: Promise<unknown>, status: number, reason?: string) => {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status?: number; reason?: string } | undefined;
  expect(error?.status).toBe(status);
  if (reason) expect(error?.reason).toBe(reason);
};

describe('putProviderInvoice', () => {
  it("writes what the vendor's Invoices screen reads, exactly as an invoice the portal held", async () => {
    const v = await vendor();
    const externalId = unique('I');
    const written = await put(
      externalId,
      body(v, {
        invoiceNum: 'P-100',
        invoiceStatus: 'PAID',
        payments: [
          { checkNo: 'C-2', payAmt: '234.56', payDate: '2026-03-20' },
          { checkNo: 'C-1', payAmt: '1000', payDate: '2026-03-15' },
        ],
      }),
    );
    expect(written.created).toBe(true);
    expect(written.invoice).toMatchObject({
      externalId,
      vendor: v.externalId,
      invoiceStatus: 'PAID',
      invoiceStatusName: 'Paid',
      netPay: '1234.56',
      checkNo: 'C-1, C-2',
      payAmt: '1234.56',
      releaseDate: '2026-03-20',
      expectedDate: '2026-04-30',
      lines: [{ workOrder: v.workOrder, poNum: v.poNum, billAmt: '1300.00', payAmt: '1234.56' }],
      payments: [
        { checkNo: 'C-1', payAmt: '1000.00', payDate: '2026-03-15' },
        { checkNo: 'C-2', payAmt: '234.56', payDate: '2026-03-20' },
      ],
      version: 1,
    });
    // the same invoice as the portal held it before the provider API
    const held = await addInvoice(testDb.db, v.vendorId, {
      invoiceNum: 'P-100-held',
      status: 'PAID',
      checkNo: 'C-1, C-2',
      receivedDate: '2026-03-02',
      dueDate: '2026-04-30',
      invoiceAmt: '1300.00',
      netPay: '1234.56',
      payAmt: '1234.56',
      releaseDate: '2026-03-20',
      lines: [{ ordNum: v.ordNum, billAmt: '1300.00', payAmt: '1234.56' }],
    });
    const grid = (await searchAll(v.vendorId)).vendorInvoices;
    const mine = grid.find((i) => i.invoiceNum === 'P-100')!;
    const theirs = grid.find((i) => i.id === held)!;
    expect({ ...mine, id: 0, invoiceNum: '' }).toEqual({ ...theirs, id: 0, invoiceNum: '' });
    expect(await invoiceDetails(testDb.db, v.vendorId, String(mine.id))).toEqual(
      await invoiceDetails(testDb.db, v.vendorId, String(held)),
    );

    const events = await eventsOf(testDb.db, v.vendorId);
    expect(events.map((e) => [e.type, e.actorKind, e.actorId])).toEqual([
      ['invoice.created', 'provider', null],
      ['invoice.paid', 'provider', null],
    ]);
    expect(events[1]!.data).toEqual({ checkNo: 'C-1, C-2', payAmt: '1234.56', releaseDate: '2026-03-20' });
  });

  it('makes one row of concurrent upserts of one external id, each with its own version', async () => {
    const v = await vendor();
    const externalId = unique('I');
    const b = body(v);
    const results = await Promise.all(Array.from({ length: 5 }, () => put(externalId, b)));
    expect(await invoiceRowCount(externalId)).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.map((r) => r.invoice.version).sort()).toEqual([1, 2, 3, 4, 5]);
    const types = (await eventsOf(testDb.db, v.vendorId)).map((e) => e.type);
    expect(types.filter((t) => t === 'invoice.created')).toHaveLength(1);
    expect(types.filter((t) => t === 'invoice.updated')).toHaveLength(4);
  });

  it('refuses a stale If-Match, unknown references, a vendor change and a taken number, writing nothing', async () => {
    const [v, other] = [await vendor(), await vendor()];
    const externalId = unique('I');
    const b = body(v);
    await expectRefused(put(externalId, b, 1), 412, 'stale-etag');
    expect(await invoiceRowCount(externalId)).toBe(0);
    await expectRefused(put(externalId, { ...b, vendor: 'V-nobody' }), 400, 'unknown-vendor');
    await expectRefused(
      put(externalId, { ...b, lines: [{ workOrder: 'WO-nowhere', billAmt: '1', payAmt: '1' }] }),
      400,
      'unknown-work-orders',
    );
    await expectRefused(
      put(
        externalId,
        {
          ...b,
          invoiceStatus: 'LOST' as InvoiceStatus,
        } /* past the schema's enum: the service's own check */,
      ),
      400,
      'unknown-status',
    );
    expect(await invoiceRowCount(externalId)).toBe(0);

    await put(externalId, b);
    await expectRefused(put(externalId, { ...b, invoiceAmt: '1.00' }, 7), 412, 'stale-etag');
    await expectRefused(put(externalId, { ...b, vendor: other.externalId }), 409, 'vendor-change');
    await expectRefused(put(unique('I'), b), 409, 'invoice-number-taken');
    const now = await getProviderInvoice(testDb.db, externalId);
    expect(now).toMatchObject({ version: 1, invoiceAmt: '1300.00', vendor: v.externalId });
    expect((await put(externalId, { ...b, invoiceAmt: '1.00' }, 1)).invoice.version).toBe(2);
  });
});

describe('QuickPay through the provider', () => {
  it("gives a new invoice of an opted-in vendor the vendor's automatic QuickPay, listed as requested", async () => {
    const v = await vendor();
    await addInvoice(testDb.db, v.vendorId, {
      invoiceNum: unique('OLD'),
      receivedDate: '2026-03-01',
      dueDate: '2026-05-30',
      netPay: '100.00',
    });
    const a20 = await settingId(testDb.db, 'automatic', 20);
    await optQuickPay(deps, sessionOf(v.user), { Option: true, SettingId: a20 });
    const externalId = unique('I');
    const { invoice } = await put(externalId, body(v));
    expect(invoice.quickPay).toMatchObject({ source: 'automatic', settingId: a20, amount: '1209.87' });
    expect(invoice.expectedDate).toBe('2026-03-30');

    const requests = await listQuickPayRequests(testDb.db, {
      afterId: undefined,
      updatedSince: undefined,
      limit: 100,
      vendor: v.externalId,
      state: 'requested',
    });
    expect(requests.map((r) => [r.request.invoiceExternalId, r.request.quickPay?.source])).toEqual([
      [null, 'automatic'],
      [externalId, 'automatic'],
    ]);
    const automatic = await listAutomaticQuickPay(testDb.db, {
      afterId: undefined,
      updatedSince: undefined,
      limit: 10,
      vendor: v.externalId,
    });
    expect(automatic.map((a) => a.state)).toEqual([
      expect.objectContaining({ vendor: v.externalId, optedIn: true, settingId: a20, days: 20 }),
    ]);
  });

  it('answers a request paid: the vendor sees the invoice Paid with the check, less the overnight charge; events', async () => {
    const v = await vendor();
    const externalId = unique('I');
    const { invoice } = await put(externalId, body(v));
    // next day: the payment is the QuickPay amount less the $35.00 overnight charge (decision 038)
    const nextDay = await settingId(testDb.db, 'manual', 1);
    const requested = await updateInvoiceQuickPay(deps, sessionOf(v.user), {
      id: (await searchAll(v.vendorId)).vendorInvoices[0]!.id,
      settingId: nextDay,
    });
    const version = (await getProviderInvoice(testDb.db, externalId)).version;
    expect(version).toBe(invoice.version + 1); // the vendor's choice is a new version
    await expectRefused(
      decideQuickPay(
        deps,
        externalId,
        { outcome: 'paid', checkNo: 'QP-1', payDate: '2026-03-25' },
        version - 1,
      ),
      412,
    );
    const paid = await decideQuickPay(
      deps,
      externalId,
      { outcome: 'paid', checkNo: 'QP-1', payDate: '2026-03-25' },
      version,
    );
    expect(paid).toMatchObject({ state: 'paid', invoiceStatus: 'PAID', decision: { outcome: 'paid' } });
    const seen = (await searchAll(v.vendorId)).vendorInvoices[0]!;
    expect(seen).toMatchObject({
      invoiceStatus: 'Paid',
      checkNo: 'QP-1',
      payAmt: Math.round((requested.invoice.qpAmount! - 35) * 100) / 100,
      releaseDate: '2026-03-25',
      qpDecision: 'paid',
    });
    await expectRefused(
      decideQuickPay(deps, externalId, { outcome: 'declined', reason: 'late' }, paid.version),
      409,
      'quick-pay-not-open',
    );
    const types = (await eventsOf(testDb.db, v.vendorId)).map((e) => [e.type, e.actorKind]);
    expect(types.slice(-2)).toEqual([
      ['quick-pay.paid', 'provider'],
      ['invoice.paid', 'provider'],
    ]);
  });

  it('answers a request declined: the vendor sees the reason, and automatic QuickPay does not ask again', async () => {
    const v = await vendor();
    const externalId = unique('I');
    await put(externalId, body(v));
    const id = (await searchAll(v.vendorId)).vendorInvoices[0]!.id;
    await updateInvoiceQuickPay(deps, sessionOf(v.user), {
      id,
      settingId: await settingId(testDb.db, 'manual', 7),
    });
    const { version } = await getProviderInvoice(testDb.db, externalId);
    const declined = await decideQuickPay(
      deps,
      externalId,
      { outcome: 'declined', reason: 'Invoice under audit' },
      version,
    );
    expect(declined).toMatchObject({
      state: 'declined',
      quickPay: null,
      decision: { reason: 'Invoice under audit' },
    });
    const listed = (await unpaidInvoices(testDb.db, v.vendorId, { status: '', startDate: '', endDate: '' }))
      .vendorInvoices[0]!;
    expect(listed).toMatchObject({
      qpDecision: 'declined',
      qpDeclinedReason: 'Invoice under audit',
      qpAmount: null,
      expectedDate: '2026-04-30',
    });
    await optQuickPay(deps, sessionOf(v.user), {
      Option: true,
      SettingId: await settingId(testDb.db, 'automatic', 20),
    });
    expect((await getProviderInvoice(testDb.db, externalId)).quickPay).toBeNull();
    expect((await eventsOf(testDb.db, v.vendorId)).map((e) => e.type)).toContain('quick-pay.declined');
  });

  it('keeps vendors apart and refuses an invoice without an open request', async () => {
    const [a, b] = [await vendor(), await vendor()];
    const [ia, ib] = [unique('I'), unique('I')];
    await put(ia, body(a));
    await put(ib, body(b));
    const page = { afterId: undefined, updatedSince: undefined, limit: 100 };
    const ofA = await listProviderInvoices(testDb.db, { ...page, vendor: a.externalId });
    expect(ofA.map((r) => r.invoice.externalId)).toEqual([ia]);
    expect(await searchAll(b.vendorId).then((r) => r.vendorInvoices.map((i) => i.invoiceNum))).toHaveLength(
      1,
    );
    expect(
      await listQuickPayRequests(testDb.db, { ...page, vendor: a.externalId, state: undefined }),
    ).toEqual([]);
    const { version } = await getProviderInvoice(testDb.db, ia);
    await expectRefused(
      decideQuickPay(deps, ia, { outcome: 'declined', reason: 'x' }, version),
      409,
      'quick-pay-not-open',
    );
    await expectRefused(decideQuickPay(deps, 'I-none', { outcome: 'declined', reason: 'x' }, 1), 404);
  });
});
