// The invoice calls over real HTTP and PostgreSQL (SPEC sections 2, 3, 5, 7): the status list, the
// search with its filters and the date rule, the related-order lines, and that a vendor sees only its
// own invoices (another vendor's answers 404 like a missing one); every call needs a session.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  END_BEFORE_BEGIN,
  END_DATE_INVALID,
  INVOICE_NOT_FOUND,
  INVOICE_STATUS_UNKNOWN,
  invoiceDetailsCall,
  invoiceDetailsResponse,
  invoiceStatusesCall,
  invoiceStatusesResponse,
  searchInvoicesCall,
  START_DATE_INVALID,
  timeZoneUnknown,
  vendorInvoicesResponse,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addInvoice, addInvoiceOrder } from '../../../test/fixtures/index.ts';

const SEARCH = searchInvoicesCall.path;
const STATUSES = invoiceStatusesCall.path;
const detailPath = (id: number | string) => callUrl(invoiceDetailsCall, { params: { id } });

const server = testServerForFile();
let token: string;
let otherToken: string;
let paidId: number;
let otherId: number;

const search = (body: Record<string, unknown>, as: string | null = token) =>
  api(server, SEARCH, { method: 'POST', body, ...(as === null ? {} : { token: as }) });
const numbersOf = (res: { json: Record<string, unknown> }) =>
  vendorInvoicesResponse.parse(res.json).vendorInvoices.map((i) => i.invoiceNum);

beforeAll(async () => {
  const me = await server.signIn();
  const other = await server.signIn();
  token = me.token;
  otherToken = other.token;
  const db = server.db;
  const po1 = await addInvoiceOrder(db, me.vendorId, 'PO-7001', '501');
  const po2 = await addInvoiceOrder(db, me.vendorId, 'PO-7000', '502');
  paidId = await addInvoice(db, me.vendorId, {
    invoiceNum: 'INV-100',
    status: 'PAID',
    checkNo: '300123',
    receivedDate: '2026-01-10',
    dueDate: '2026-02-10',
    invoiceAmt: '1050.25',
    netPay: '1000.10',
    payAmt: '1000.10',
    releaseDate: '2026-02-01',
    lines: [
      { ordNum: po1, billAmt: '700.25', payAmt: '650.10' },
      { ordNum: po2, billAmt: '350.00', payAmt: '350.00' },
    ],
  });
  await addInvoice(db, me.vendorId, {
    invoiceNum: 'INV-101',
    status: 'APPROVED',
    // stored but not yet paid by check: the grid must not show it
    payAmt: '990.00',
    receivedDate: '2026-02-15',
    dueDate: '2026-03-31',
    netPay: '990.00',
  });
  await addInvoice(db, me.vendorId, {
    invoiceNum: 'INV-200',
    status: 'RECEIVED',
    receivedDate: '2026-03-01',
    dueDate: '2026-04-15',
    netPay: '75.05',
  });
  otherId = await addInvoice(db, other.vendorId, {
    invoiceNum: 'BB-1',
    receivedDate: '2026-02-15',
    dueDate: '2026-03-31',
    netPay: '10.00',
    lines: [
      { ordNum: await addInvoiceOrder(db, other.vendorId, 'BB-PO', '900'), billAmt: '10', payAmt: '10' },
    ],
  });
});

describe('GET get-vendor-invoice-statuses/', () => {
  it('lists the statuses in display order with code and webstatus', async () => {
    const res = await api(server, STATUSES, { token });
    expect(res.status).toBe(200);
    const statuses = invoiceStatusesResponse.parse(res.json).allStatusVendorInvoices;
    expect(statuses.map((s) => s.code)).toEqual([
      'RECEIVED',
      'IN_REVIEW',
      'APPROVED',
      'ON_HOLD',
      'PAID',
      'VOID',
    ]);
    expect(statuses.find((s) => s.code === 'ON_HOLD')).toEqual({
      code: 'ON_HOLD',
      webstatus: 'On Hold',
      paid: false,
    });
    expect(statuses.filter((s) => s.paid).map((s) => s.code)).toEqual(['PAID', 'VOID']);
  });

  it('answers 401 without a session', async () => {
    expect((await api(server, STATUSES)).status).toBe(401);
  });
});

describe('POST get-vendor-invoice-head-inovices', () => {
  it("answers only the vendor's invoices, newest received first, with the spec's fields", async () => {
    const res = await search({ status: '', startDate: '', endDate: '', invoiceNum: '' });
    expect(res.status).toBe(200);
    const invoices = vendorInvoicesResponse.parse(res.json).vendorInvoices;
    expect(invoices.map((i) => i.invoiceNum)).toEqual(['INV-200', 'INV-101', 'INV-100']);
    const paid = invoices.find((i) => i.invoiceNum === 'INV-100')!;
    expect(paid).toMatchObject({
      id: paidId,
      invoiceStatus: 'Paid',
      invoiceStatusCode: 'PAID',
      checkNo: '300123',
      recievedDate: '2026-01-10',
      invoiceAmt: 1050.25,
      releaseDate: '2026-02-01',
      payAmt: 1000.1,
      netPay: 1000.1,
      expectedDate: '2026-02-10',
      dueDate: '2026-02-10',
      qpAmount: null,
      qpPercent: null,
      qpExclude: false,
    });
    // payAmt is blank while there is no check number
    expect(invoices.find((i) => i.invoiceNum === 'INV-101')!.payAmt).toBeNull();
    expect(res.text).toContain('"recievedDate"');
    expect(numbersOf(await search({}, otherToken))).toEqual(['BB-1']);
  });

  it('filters the received date by whole days sent as day start in minute precision', async () => {
    expect(numbersOf(await search({ startDate: '2026-02-15T00:00', endDate: '2026-03-01T00:00' }))).toEqual([
      'INV-200',
      'INV-101',
    ]);
    expect(numbersOf(await search({ startDate: '2026-01-11T00:00', endDate: '2026-02-14T00:00' }))).toEqual(
      [],
    );
    expect(numbersOf(await search({ startDate: '2026-01-10', endDate: '2026-01-10' }))).toEqual(['INV-100']);
    // an ISO instant is read as the day on which it falls in the user's zone
    expect(
      numbersOf(
        await search({
          startDate: '2026-03-01T05:00:00.000Z',
          endDate: '2026-03-02T04:59:00.000Z',
          timezone: 'America/New_York',
        }),
      ),
    ).toEqual(['INV-200']);
    expect(numbersOf(await search({ startDate: '2026-02-16T00:00' }))).toEqual(['INV-200']);
  });

  it('filters by status and by the beginning of the invoice number, in any case', async () => {
    expect(numbersOf(await search({ status: 'APPROVED' }))).toEqual(['INV-101']);
    expect(numbersOf(await search({ invoiceNum: 'inv-1' }))).toEqual(['INV-101', 'INV-100']);
    expect(numbersOf(await search({ invoiceNum: 'INV_1' }))).toEqual([]);
    expect(numbersOf(await search({ invoiceNum: 'BB' }))).toEqual([]);
  });

  it('refuses an end date before the start date, unreadable dates and unknown statuses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-03-02T00:00', endDate: '2026-03-01T00:00' }, END_BEFORE_BEGIN],
      [{ startDate: '2026-02-30T00:00' }, START_DATE_INVALID],
      [{ startDate: '03/01/2026' }, START_DATE_INVALID],
      [{ endDate: '2026-03-01T25:00' }, END_DATE_INVALID],
      [{ status: 'NOPE' }, INVOICE_STATUS_UNKNOWN],
      [{ startDate: '2026-03-01T00:00:00Z', timezone: 'Mars/Base' }, timeZoneUnknown('Mars/Base')],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await search({ startDate: 20260301 })).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await search({}, null)).status).toBe(401);
  });
});

describe('GET get-vendor-inv-detail-by-inv_seq/{id}', () => {
  it('answers the related-order lines in PO order', async () => {
    const res = await api(server, detailPath(paidId), { token });
    expect(res.status).toBe(200);
    expect(invoiceDetailsResponse.parse(res.json).invoiceDetails).toEqual([
      { company: 'Store 502', poNum: 'PO-7000', locationId: '502', billAmt: 350, payAmt: 350 },
      { company: 'Store 501', poNum: 'PO-7001', locationId: '501', billAmt: 700.25, payAmt: 650.1 },
    ]);
  });

  it("answers 404 for another vendor's invoice exactly as for a missing one", async () => {
    const theirs = await api(server, detailPath(otherId), { token });
    const missing = await api(server, detailPath(2_000_000_000), { token });
    const malformed = await api(server, detailPath('abc'), { token });
    for (const res of [theirs, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: INVOICE_NOT_FOUND, message: INVOICE_NOT_FOUND, statusCode: 404 });
    }
    expect((await api(server, detailPath(otherId), { token: otherToken })).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await api(server, detailPath(paidId))).status).toBe(401);
  });
});
