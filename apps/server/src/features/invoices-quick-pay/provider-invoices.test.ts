// The provider API's invoices and QuickPay over real HTTP and PostgreSQL (decision 052): the scope
// matrix, an invoice PUT by external ids that the vendor then reads in its Invoices screen (and no other
// vendor does), update with ETag and If-Match, Idempotency-Key replay, bad input that writes nothing,
// the bulk call with bad items, the cursor list with updated_since, and a QuickPay request the vendor
// makes in the portal, answered declined and paid through the provider and seen by the vendor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkResponseSchema,
  listProviderInvoicesCall,
  listQuickPayRequestsCall,
  optQuickPayCall,
  providerInvoiceSchema,
  providerQuickPayRequestSchema,
  searchInvoicesCall,
  unpaidInvoicesCall,
  updateInvoiceQuickPayCall,
  vendorInvoicesResponse,
  listAutomaticQuickPayCall,
} from '@vp/contracts';
import { eventsOf } from '../../../test/events.ts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { addExternalWorkOrder, providerInvoiceBody, settingId } from '../../../test/fixtures/index.ts';

const INVOICES = listProviderInvoicesCall.path;
const REQUESTS = listQuickPayRequestsCall.path;

let server: TestServer;
let writer: ProviderTestClient;
let reader: ProviderTestClient;

beforeAll(async () => {
  // a Tuesday, 11:00 am Eastern
  server = await startTestServer({ now: () => new Date('2026-03-10T15:00:00Z') });
  writer = await providerClient(server, [
    'invoices:write',
    'invoices:read',
    'quick-pay:read',
    'quick-pay:write',
  ]);
  reader = await providerClient(server, ['invoices:read', 'quick-pay:read']);
});
afterAll(() => server?.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** A signed-in vendor with the company's external id and one work order of its own. */
async function vendor() {
  const session = await server.signIn();
  const { externalId, workOrder } = await addExternalWorkOrder(server.db, session.vendorId);
  return { ...session, externalId, workOrder };
}
type Vendor = Awaited<ReturnType<typeof vendor>>;

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

/** The vendor's Invoices screen, through the portal's own call with its session. */
const vendorInvoices = async (v: Vendor) => {
  const res = await server.call(
    searchInvoicesCall,
    { body: { status: '', startDate: '', endDate: '', invoiceNum: '' } },
    { as: v },
  );
  expect(res.status, res.text).toBe(200);
  return vendorInvoicesResponse.parse(res.json).vendorInvoices;
};

const invoiceRows = (externalId: string) =>
  server.db.selectFrom('invoices').select('inv_seq').where('external_id', '=', externalId).execute();

describe('scopes', () => {
  it('refuses a reader the writes, and a token without quick-pay:read the requests', async () => {
    const v = await vendor();
    expectProblem(
      await reader.call('PUT', `${INVOICES}/I-x`, { body: providerInvoiceBody(v) }),
      403,
      /invoices:write/,
    );
    expectProblem(await reader.call('POST', `${INVOICES}/bulk`, { body: { items: [{}] } }), 403);
    expectProblem(
      await reader.call('POST', `${REQUESTS}/I-x/decision`, { body: { outcome: 'declined', reason: 'x' } }),
      403,
      /quick-pay:write/,
    );
    const invoicesOnly = await providerClient(server, ['invoices:read']);
    expectProblem(await invoicesOnly.call('GET', REQUESTS), 403, /quick-pay:read/);
    expect(await invoiceRows('I-x')).toEqual([]);
  });
});

describe('PUT /provider/v1/invoices/:externalId', () => {
  it("creates (201) what the vendor's Invoices screen shows, updates (200) with a new ETag, 412 when stale", async () => {
    const [v, other] = [await vendor(), await vendor()];
    const externalId = unique('I');
    const path = `${INVOICES}/${externalId}`;
    const body = providerInvoiceBody(v, {
      invoiceNum: 'PV-1',
      payments: [{ checkNo: 'CHK-9', payAmt: '600.00', payDate: '2026-03-20' }],
    });
    const created = await writer.call('PUT', path, { body });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(providerInvoiceSchema.parse(created.json)).toMatchObject({
      externalId,
      vendor: v.externalId,
      netPay: '1234.56',
      checkNo: 'CHK-9',
      payAmt: '600.00',
      lines: [{ workOrder: v.workOrder, billAmt: '1300.00', payAmt: '1234.56' }],
    });
    expect(await vendorInvoices(v)).toEqual([
      expect.objectContaining({
        invoiceNum: 'PV-1',
        invoiceStatus: 'Approved',
        checkNo: 'CHK-9',
        payAmt: 600,
        netPay: 1234.56,
        invoiceAmt: 1300,
        recievedDate: '2026-03-02',
        releaseDate: '2026-03-20',
        expectedDate: '2026-04-30',
      }),
    ]);
    expect(await vendorInvoices(other)).toEqual([]);

    const read = await reader.call('GET', path);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    const updated = await writer.call('PUT', path, {
      body: { ...body, invoiceStatus: 'ON_HOLD' },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expectProblem(
      await writer.call('PUT', path, {
        body: { ...body, invoiceAmt: '1.00' },
        headers: { 'if-match': '"1"' },
      }),
      412,
    );
    expect((await vendorInvoices(v))[0]).toMatchObject({ invoiceStatus: 'On Hold', invoiceAmt: 1300 });
    expect((await eventsOf(server.db, v.vendorId)).map((e) => [e.type, e.actorKind])).toEqual([
      ['invoice.created', 'provider'],
      ['invoice.updated', 'provider'],
    ]);
  });

  it('replays the same Idempotency-Key and body, and answers 422 to the key with another body', async () => {
    const v = await vendor();
    const path = `${INVOICES}/${unique('I')}`;
    const body = providerInvoiceBody(v);
    const key = unique('key');
    const first = await writer.call('PUT', path, { body, idempotencyKey: key });
    expect(first.status).toBe(201);
    const replay = await writer.call('PUT', path, { body, idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expectProblem(
      await writer.call('PUT', path, { body: { ...body, invoiceAmt: '2.00' }, idempotencyKey: key }),
      422,
    );
    expect((await reader.call('GET', path)).headers.get('etag')).toBe('"1"');
  });

  it('answers bad input with 400 naming the fields, unknown references with 400, and writes nothing', async () => {
    const v = await vendor();
    const externalId = unique('I');
    const path = `${INVOICES}/${externalId}`;
    const bad = await writer.call('PUT', path, {
      body: providerInvoiceBody(v, { invoiceAmt: 1300.5, dueDate: '2026-02-30', extra: true }),
    });
    expectProblem(bad, 400, /invoiceAmt/);
    expect(String(bad.json.detail)).toMatch(/dueDate/);
    expectProblem(
      await writer.call('PUT', path, { body: providerInvoiceBody(v, { vendor: 'V-unknown' }) }),
      400,
      /V-unknown/,
    );
    expectProblem(
      await writer.call('PUT', path, {
        body: providerInvoiceBody(v, { lines: [{ workOrder: 'WO-unknown', billAmt: '1', payAmt: '1' }] }),
      }),
      400,
      /WO-unknown/,
    );
    expectProblem(
      await writer.call('PUT', path, { body: providerInvoiceBody(v, { invoiceNum: 'A\u0000B' }) }),
      400,
    );
    expect(await invoiceRows(externalId)).toEqual([]);
    expectProblem(await reader.call('GET', path), 404);
  });
});

describe('POST /provider/v1/invoices/bulk', () => {
  it('lands the good items and names each bad one with its field errors', async () => {
    const v = await vendor();
    const [a, b] = [unique('I'), unique('I')];
    const res = await writer.call('POST', `${INVOICES}/bulk`, {
      body: {
        items: [
          { externalId: a, ...providerInvoiceBody(v) },
          { externalId: unique('I'), ...providerInvoiceBody(v, { netPay: '-1' }) },
          { externalId: unique('I'), ...providerInvoiceBody(v, { vendor: 'V-unknown' }) },
          'not an object',
          { externalId: b, ...providerInvoiceBody(v) },
          { externalId: a, ...providerInvoiceBody(v, { invoiceStatus: 'VOID' }) },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    const answer = bulkResponseSchema.parse(res.json);
    expect(answer.results.map((r) => [r.index, r.status])).toEqual([
      [0, 'created'],
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'created'],
      [5, 'updated'],
    ]);
    expect(answer.results[1]!.errors).toEqual([expect.objectContaining({ path: 'netPay' })]);
    expect(answer.results[2]!.errors![0]!.message).toMatch(/V-unknown/);
    expect(answer).toMatchObject({ created: 2, updated: 1, failed: 3 });
    expect(await vendorInvoices(v)).toHaveLength(2);
  });
});

describe('GET /provider/v1/invoices', () => {
  it('pages by cursor, filters by updated_since and by vendor', async () => {
    const [v, other] = [await vendor(), await vendor()];
    const ids = [unique('I'), unique('I'), unique('I')];
    for (const id of ids) await writer.call('PUT', `${INVOICES}/${id}`, { body: providerInvoiceBody(v) });
    await writer.call('PUT', `${INVOICES}/${unique('I')}`, { body: providerInvoiceBody(other) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?vendor=${v.externalId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await reader.call('GET', `${INVOICES}${query}`);
      expect(page.status, page.text).toBe(200);
      seen.push(...(page.json.items as { externalId: string }[]).map((i) => i.externalId));
      cursor = page.json.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(ids);

    const since = new Date(Date.now() + 60_000).toISOString();
    const none = await reader.call('GET', `${INVOICES}?updated_since=${encodeURIComponent(since)}`);
    expect(none.json.items).toEqual([]);
    expectProblem(await reader.call('GET', `${INVOICES}?cursor=nonsense`), 400);
  });
});

describe('QuickPay requests', () => {
  it('lists the request the vendor made, takes a decline with If-Match, then a paid answer, as the vendor sees', async () => {
    const v = await vendor();
    const [declinedId, paidId] = [unique('I'), unique('I')];
    for (const id of [declinedId, paidId])
      await writer.call('PUT', `${INVOICES}/${id}`, { body: providerInvoiceBody(v) });
    const m15 = await settingId(server.db, 'manual', 15);
    for (const invoice of await vendorInvoices(v)) {
      const asked = await server.call(
        updateInvoiceQuickPayCall,
        { body: { id: invoice.id, settingId: m15 } },
        { as: v },
      );
      expect(asked.status, asked.text).toBe(200);
    }
    const list = await reader.call('GET', `${REQUESTS}?state=requested&vendor=${v.externalId}`);
    expect(list.status, list.text).toBe(200);
    const requests = (list.json.items as unknown[]).map((r) => providerQuickPayRequestSchema.parse(r));
    expect(requests.map((r) => [r.invoiceExternalId, r.state, r.quickPay?.source])).toEqual([
      [declinedId, 'requested', 'manual'],
      [paidId, 'requested', 'manual'],
    ]);
    const [toDecline, toPay] = requests;

    const decision = (id: string, body: unknown, version?: number) =>
      writer.call('POST', `${REQUESTS}/${id}/decision`, {
        body,
        ...(version !== undefined ? { headers: { 'if-match': `"${version}"` } } : {}),
      });
    const decline = { outcome: 'declined', reason: 'Invoice under audit' };
    expectProblem(await decision(declinedId, decline), 400, /If-Match/);
    expectProblem(await decision(declinedId, decline, toDecline!.version - 1), 412);
    expectProblem(await decision(declinedId, { outcome: 'declined' }, toDecline!.version), 400, /reason/);
    const declined = await decision(declinedId, decline, toDecline!.version);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.headers.get('etag')).toBe(`"${toDecline!.version + 1}"`);
    const paid = await decision(
      paidId,
      { outcome: 'paid', checkNo: 'QP-7', payDate: '2026-03-25' },
      toPay!.version,
    );
    expect(paid.status, paid.text).toBe(200);
    expectProblem(await decision(paidId, decline, toPay!.version + 1), 409);

    const unpaid = await server.call(
      unpaidInvoicesCall,
      { body: { status: '', startDate: '', endDate: '' } },
      { as: v },
    );
    expect(vendorInvoicesResponse.parse(unpaid.json).vendorInvoices).toEqual([
      expect.objectContaining({
        qpDecision: 'declined',
        qpDeclinedReason: 'Invoice under audit',
        qpAmount: null,
      }),
    ]);
    expect((await vendorInvoices(v)).find((i) => i.invoiceStatus === 'Paid')).toMatchObject({
      checkNo: 'QP-7',
      payAmt: Number(toPay!.quickPay!.amount),
      qpDecision: 'paid',
    });
    const byState = await reader.call('GET', `${REQUESTS}?state=declined&vendor=${v.externalId}`);
    expect((byState.json.items as { invoiceExternalId: string }[]).map((r) => r.invoiceExternalId)).toEqual([
      declinedId,
    ]);
    const types = (await eventsOf(server.db, v.vendorId)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['quick-pay.declined', 'quick-pay.paid', 'invoice.paid']);
  });

  it("lists the vendors' automatic QuickPay states", async () => {
    const v = await vendor();
    const a10 = await settingId(server.db, 'automatic', 10);
    const opted = await server.call(optQuickPayCall, { body: { Option: true, SettingId: a10 } }, { as: v });
    expect(opted.status, opted.text).toBe(200);
    const res = await server.send(
      listAutomaticQuickPayCall,
      { query: { vendor: v.externalId } },
      { as: reader },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.items).toEqual([
      expect.objectContaining({
        vendor: v.externalId,
        optedIn: true,
        settingId: a10,
        percentage: '2.50',
        days: 10,
      }),
    ]);
  });
});
