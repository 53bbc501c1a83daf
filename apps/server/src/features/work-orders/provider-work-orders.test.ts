// The provider API's work orders over real HTTP and PostgreSQL (decision 051): clients and stores, a
// work order PUT by external ids that then shows in its vendor's work-order search and details (and
// not in another vendor's), ETags and If-Match, Idempotency-Key replay, bad input and unknown
// references refused with field names and nothing written, the bulk call's per-item answers, IVR
// check-ins in the vendor's IVR section, the lists' cursors and updated_since, and the events.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bulkResponseSchema,
  getClientInstructionCall,
  getOrderDetailCall,
  getOrderDetailResponse,
  getOrderHoursCall,
  getOrderHoursResponse,
  providerWorkOrderSchema,
  searchWorkOrdersCall,
  searchWorkOrdersResponse,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { eventsOf } from '../../../test/events.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';

const V1 = '/provider/v1';

const server = testServerForFile();
let writer: ProviderTestClient;
let reader: ProviderTestClient;
let vendorA: { vendorId: number; token: string; externalId: string };
let vendorB: { vendorId: number; token: string; externalId: string };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now() % 1_000_000}-${++counter}`;

async function signedInVendor() {
  const user = await server.signIn();
  const externalId = unique('V');
  await server.db
    .updateTable('vendors')
    .set({ external_id: externalId })
    .where('id', '=', user.vendorId)
    .execute();
  return { vendorId: user.vendorId, token: user.token, externalId };
}

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

const subjectOf = (event: { subject: unknown }) => event.subject as Record<string, unknown>;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let client: string;
let store: string;

beforeAll(async () => {
  writer = await providerClient(server, ['work-orders:write', 'work-orders:read']);
  reader = await providerClient(server, ['work-orders:read']);
  vendorA = await signedInVendor();
  vendorB = await signedInVendor();
  client = unique('C');
  store = unique('S');
  const c = await writer.call('PUT', `${V1}/clients/${client}`, {
    body: { code: unique('ACME'), name: 'Acme Retail', timeZone: 'America/New_York' },
  });
  expect(c.status, c.text).toBe(201);
  const s = await writer.call('PUT', `${V1}/stores/${store}`, {
    body: {
      client,
      storeNumber: '7001',
      name: 'Acme Albany',
      address1: '12 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      phone: '518-555-0100',
      timeZone: 'America/New_York',
    },
  });
  expect(s.status, s.text).toBe(201);
});

/** A work order body with one crew line of vendor A (and one of B when asked). */
function workOrderBody(overrides: Record<string, unknown> = {}, withB = false) {
  return {
    poNum: unique('PO'),
    status: 'OPEN',
    client,
    store,
    vendor: vendorA.externalId,
    category: 'HVAC',
    orderType: 'Repair',
    priority: 'P2 - 24 Hours',
    clientPO: 'CPO-1',
    nte: '1500.00',
    scope: '<p>Replace the filter.</p><script>alert(1)</script>',
    beginService: `${day(1)}T13:00:00Z`,
    serviceEnd: `${day(1)}T21:00:00Z`,
    recurSummary: [{ recurNo: 1, year: 2026, task: 'Filter', category: 'HVAC', visits: { jan: 1, jul: 2 } }],
    clientInstructions: '<p>Call the IVR at arrival.</p>',
    crewLines: [
      { externalId: unique('L'), crewId: 42, status: 'Assigned', workDate: `${day(1)}T13:00:00Z` },
      ...(withB
        ? [
            {
              externalId: unique('L'),
              vendor: vendorB.externalId,
              status: 'Assigned',
              workDate: `${day(2)}T13:00:00Z`,
              nte: '300',
            },
          ]
        : []),
    ],
    ...overrides,
  };
}

const search = (token: string) =>
  server.call(
    searchWorkOrdersCall,
    { body: { onsiteStartDate: day(-5), onsiteEndDate: day(10), wOStatus: '', locationNum: '', pONum: '' } },
    { as: { token } },
  );

const orderRows = (poNum: string) =>
  server.db.selectFrom('orders').select('ord_num').where('po_num', '=', poNum).execute();

describe('clients and stores', () => {
  it('updates with the ETag, refuses a stale one, and reads and lists them', async () => {
    const got = await reader.call('GET', `${V1}/clients/${client}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    expect(got.json).toMatchObject({ externalId: client, name: 'Acme Retail', timeZone: 'America/New_York' });
    const code = String(got.json.code);
    const updated = await writer.call('PUT', `${V1}/clients/${client}`, {
      body: { code, name: 'Acme Retail Inc', city: 'Albany' },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expectProblem(
      await writer.call('PUT', `${V1}/clients/${client}`, {
        body: { code, name: 'Stale' },
        headers: { 'if-match': '"1"' },
      }),
      412,
    );
    expect((await reader.call('GET', `${V1}/clients/${client}`)).json.name).toBe('Acme Retail Inc');
    // another client with the same code: 409; a bad time zone: 400 naming it; nothing written
    expectProblem(
      await writer.call('PUT', `${V1}/clients/${unique('C')}`, { body: { code, name: 'Copy' } }),
      409,
      /code/,
    );
    const badZone = unique('C');
    expectProblem(
      await writer.call('PUT', `${V1}/clients/${badZone}`, {
        body: { code: unique('Z'), name: 'Z', timeZone: 'Mars/Base' },
      }),
      400,
      /timeZone/,
    );
    expect(
      await server.db.selectFrom('clients').select('id').where('external_id', '=', badZone).execute(),
    ).toEqual([]);
    // a store of an unknown client
    expectProblem(
      await writer.call('PUT', `${V1}/stores/${unique('S')}`, {
        body: {
          client: 'nope',
          storeNumber: '1',
          name: 'x',
          address1: 'x',
          city: 'x',
          state: 'NY',
          zip: '12207',
          timeZone: 'UTC',
        },
      }),
      400,
      /client/,
    );
    const stores = await reader.call('GET', `${V1}/stores?limit=1000`);
    expect(stores.status).toBe(200);
    expect(
      (stores.json.items as { externalId: string; client: string }[]).find((s) => s.externalId === store),
    ).toMatchObject({ client, storeNumber: '7001', timeZone: 'America/New_York' });
    const clients = await reader.call('GET', `${V1}/clients?limit=1`);
    expect(clients.json.items).toHaveLength(1);
    // a reader cannot write
    expectProblem(
      await reader.call('PUT', `${V1}/clients/${client}`, { body: { code, name: 'x' } }),
      403,
      /work-orders:write/,
    );
  });
});

describe('PUT /provider/v1/work-orders/:externalId', () => {
  it("creates the work order (201, ETag) that then shows in its vendor's search and details only", async () => {
    const externalId = unique('WO');
    const body = workOrderBody({}, true);
    const res = await writer.call('PUT', `${V1}/work-orders/${externalId}`, { body });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const wo = providerWorkOrderSchema.parse(res.json);
    expect(wo).toMatchObject({ externalId, poNum: body.poNum, client, store, vendor: vendorA.externalId });
    expect(wo.scope).toBe('<p>Replace the filter.</p>');
    expect(wo.crewLines.map((l) => [l.vendor, l.nte])).toEqual([
      [vendorA.externalId, '1500.00'],
      [vendorB.externalId, '300.00'],
    ]);
    expect(wo.recurSummary[0]!.visits).toMatchObject({ jan: 1, jul: 2, dec: 0 });

    // vendor A's work-order list shows its line as seeded orders show theirs
    const rowsA = searchWorkOrdersResponse.parse((await search(vendorA.token)).json).vendors;
    const row = rowsA.find((r) => r.poNum === body.poNum);
    expect(row).toMatchObject({
      crewId: 42,
      clientCode: expect.stringMatching(/^ACME/),
      location: '7001',
      company: 'Acme Albany',
      fullAddress: '12 Main St, Albany, NY 12207',
      category: 'HVAC',
      orderType: 'Repair',
      nte: 1500,
      orderStatus: 'Open',
      clientPO: 'CPO-1',
    });
    const detail = await server.call(getOrderDetailCall, { params: { id: row!.ocdId } }, { as: vendorA });
    expect(detail.status, detail.text).toBe(200);
    expect(getOrderDetailResponse.parse(detail.json).orderDetail).toMatchObject({
      poNum: body.poNum,
      clientName: 'Acme Retail Inc',
      priority: 'P2 - 24 Hours',
      orderComment: '<p>Replace the filter.</p>',
    });
    const instructions = await server.call(
      getClientInstructionCall,
      { params: { ordNum: row!.ordNum } },
      { as: vendorA },
    );
    expect(instructions.json).toEqual({ clientInstruction: '<p>Call the IVR at arrival.</p>' });
    // vendor B sees its own line, with its own NTE; a third vendor sees nothing
    const rowsB = searchWorkOrdersResponse.parse((await search(vendorB.token)).json).vendors;
    expect(rowsB.filter((r) => r.poNum === body.poNum).map((r) => r.nte)).toEqual([300]);
    const stranger = await server.signIn();
    const rowsC = searchWorkOrdersResponse.parse((await search(stranger.token)).json).vendors;
    expect(rowsC.filter((r) => r.poNum === body.poNum)).toEqual([]);

    // one event per vendor, actor provider, each naming only its own lines
    const [eventA] = (await eventsOf(server.db, vendorA.vendorId)).filter(
      (e) => e.type === 'work-order.created' && subjectOf(e).workOrderExternalId === externalId,
    );
    expect(eventA).toMatchObject({
      actorKind: 'provider',
      data: { crewLines: [body.crewLines[0]!.externalId] },
    });
    const [eventB] = (await eventsOf(server.db, vendorB.vendorId)).filter(
      (e) => subjectOf(e).workOrderExternalId === externalId,
    );
    expect(eventB).toMatchObject({
      type: 'work-order.created',
      data: { crewLines: [body.crewLines[1]!.externalId] },
    });
  });

  it('updates with If-Match (200, new ETag), removes lines left out, refuses a stale ETag (412)', async () => {
    const externalId = unique('WO');
    const body = workOrderBody({}, true);
    expect((await writer.call('PUT', `${V1}/work-orders/${externalId}`, { body })).status).toBe(201);
    const changed = { ...body, status: 'IN PROGRESS', crewLines: [body.crewLines[0]!] };
    const res = await writer.call('PUT', `${V1}/work-orders/${externalId}`, {
      body: changed,
      headers: { 'if-match': '"1"' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    expect(providerWorkOrderSchema.parse(res.json).crewLines).toHaveLength(1);
    // B lost its line: it no longer sees the order, and hears of it
    const rowsB = searchWorkOrdersResponse.parse((await search(vendorB.token)).json).vendors;
    expect(rowsB.filter((r) => r.poNum === body.poNum)).toEqual([]);
    expect(
      (await eventsOf(server.db, vendorB.vendorId)).filter(
        (e) => e.type === 'work-order.updated' && subjectOf(e).workOrderExternalId === externalId,
      ),
    ).toHaveLength(1);
    const stale = await writer.call('PUT', `${V1}/work-orders/${externalId}`, {
      body: { ...changed, status: 'COMPLETED' },
      headers: { 'if-match': '"1"' },
    });
    expectProblem(stale, 412);
    const got = await reader.call('GET', `${V1}/work-orders/${externalId}`);
    expect(got.headers.get('etag')).toBe('"2"');
    expect(got.json.status).toBe('IN PROGRESS');
    expectProblem(await reader.call('GET', `${V1}/work-orders/nope`), 404);
  });

  it('replays the same Idempotency-Key and body, and refuses the key with another body (422)', async () => {
    const externalId = unique('WO');
    const body = workOrderBody();
    const key = unique('key');
    const first = await writer.call('PUT', `${V1}/work-orders/${externalId}`, { body, idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await writer.call('PUT', `${V1}/work-orders/${externalId}`, { body, idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect((await reader.call('GET', `${V1}/work-orders/${externalId}`)).headers.get('etag')).toBe('"1"');
    expectProblem(
      await writer.call('PUT', `${V1}/work-orders/${externalId}`, {
        body: { ...body, status: 'ON HOLD' },
        idempotencyKey: key,
      }),
      422,
    );
    expectProblem(
      await writer.call('PUT', `${V1}/work-orders/${externalId}`, { body, idempotencyKey: null }),
      400,
      /Idempotency-Key/i,
    );
  });

  it('refuses bad input and unknown references with the field names, writing nothing', async () => {
    const bad = workOrderBody({
      nte: '12.345',
      crewLines: [{ externalId: 'bad id!', status: '', workDate: 'tomorrow' }],
    });
    const res = await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body: bad });
    expectProblem(res, 400);
    expect(String(res.json.detail)).toMatch(/nte/);
    expect(String(res.json.detail)).toMatch(/crewLines\.0\.workDate/);
    const unknown = workOrderBody({ vendor: 'no-such-vendor', store: 'no-store' });
    const refused = await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body: unknown });
    expectProblem(refused, 400, /vendor: no vendor has the external id no-such-vendor/);
    expect(String(refused.json.detail)).toMatch(/store: no store/);
    // the status is one of the set the OpenAPI document names (WorkOrderStatus), checked with the body
    const lost = workOrderBody({ status: 'LOST' });
    const refusedStatus = await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body: lost });
    expectProblem(refusedStatus, 400, /status: .*"OPEN"\|"DISPATCHED"/);
    expect(await orderRows(lost.poNum)).toEqual([]);
    expect(await orderRows(bad.poNum)).toEqual([]);
    expect(await orderRows(unknown.poNum)).toEqual([]);
    // a crew line of another work order, and a PO number in use: 409, nothing written
    const taken = workOrderBody();
    expect((await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body: taken })).status).toBe(201);
    const thief = workOrderBody({ crewLines: taken.crewLines });
    expectProblem(
      await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body: thief }),
      409,
      /crewLines/,
    );
    expect(await orderRows(thief.poNum)).toEqual([]);
    expectProblem(
      await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, {
        body: workOrderBody({ poNum: taken.poNum }),
      }),
      409,
      /poNum/,
    );
  });
});

describe('POST /provider/v1/work-orders/bulk', () => {
  it('writes the good items, names each bad one with its field errors', async () => {
    const good = [workOrderBody(), workOrderBody()].map((b) => ({ ...b, externalId: unique('WO') }));
    const badRef = { ...workOrderBody({ store: 'no-store' }), externalId: unique('WO') };
    const badShape = { ...workOrderBody({ nte: 'lots' }), externalId: unique('WO') };
    const res = await writer.call('POST', `${V1}/work-orders/bulk`, {
      body: { items: [good[0], badRef, good[1], badShape, 'not an object'] },
    });
    expect(res.status, res.text).toBe(200);
    const answer = bulkResponseSchema.parse(res.json);
    expect(answer).toMatchObject({ created: 2, updated: 0, failed: 3 });
    expect(answer.results.map((r) => [r.index, r.status])).toEqual([
      [0, 'created'],
      [1, 'failed'],
      [2, 'created'],
      [3, 'failed'],
      [4, 'failed'],
    ]);
    expect(answer.results[1]!.errors).toEqual([
      { path: 'store', message: 'no store has the external id no-store' },
    ]);
    expect(answer.results[3]!.errors!.map((e) => e.path)).toEqual(['nte']);
    expect(await orderRows(badRef.poNum)).toEqual([]);
    expect(await orderRows(good[1]!.poNum)).toHaveLength(1);
    // again: the same items are updates; unchanged, they keep their version (decision 122)
    const again = bulkResponseSchema.parse(
      (await writer.call('POST', `${V1}/work-orders/bulk`, { body: { items: good } })).json,
    );
    expect(again).toMatchObject({ created: 0, updated: 2, failed: 0 });
    expect(again.results[0]!.etag).toBe('"1"');
    // with a change, a new version
    const changed = bulkResponseSchema.parse(
      (
        await writer.call('POST', `${V1}/work-orders/bulk`, {
          body: { items: good.map((item) => ({ ...item, priority: 'High' })) },
        })
      ).json,
    );
    expect(changed).toMatchObject({ created: 0, updated: 2, failed: 0 });
    expect(changed.results[0]!.etag).toBe('"2"');
  });
});

describe('IVR check-ins', () => {
  it("records a check-in on a crew line, shown in the vendor's IVR section, with its event", async () => {
    const body = workOrderBody();
    const wo = await writer.call('PUT', `${V1}/work-orders/${unique('WO')}`, { body });
    const line = body.crewLines[0]!.externalId;
    const externalId = unique('CI');
    const checkIn = {
      crewLine: line,
      startAt: `${day(1)}T13:05:00Z`,
      endAt: `${day(1)}T15:35:00Z`,
      techs: 2,
      callerId: '5185550100',
    };
    const res = await writer.call('PUT', `${V1}/check-ins/${externalId}`, { body: checkIn });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      externalId,
      workOrder: wo.json.externalId,
      crewLine: line,
      vendor: vendorA.externalId,
      hours: '2.50',
      method: 'IVR',
    });
    const ordNum = (await orderRows(body.poNum))[0]!.ord_num;
    const hours = await server.call(getOrderHoursCall, { params: { ordNum } }, { as: vendorA });
    expect(getOrderHoursResponse.parse(hours.json).orderHours).toMatchObject([
      { hours: 2.5, tech: 2, callerId: '5185550100', method: 'IVR' },
    ]);
    const hoursB = await server.call(getOrderHoursCall, { params: { ordNum } }, { as: vendorB });
    expect(hoursB.status).toBe(404);
    const events = (await eventsOf(server.db, vendorA.vendorId)).filter(
      (e) => subjectOf(e).checkInExternalId === externalId,
    );
    expect(events).toMatchObject([
      { type: 'check-in.recorded', actorKind: 'provider', data: { hours: '2.50' } },
    ]);
    // corrected with its ETag; a stale one is 412; an unknown crew line is 400
    const fixed = await writer.call('PUT', `${V1}/check-ins/${externalId}`, {
      body: { ...checkIn, hours: '3' },
      headers: { 'if-match': '"1"' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.hours).toBe('3.00');
    expectProblem(
      await writer.call('PUT', `${V1}/check-ins/${externalId}`, {
        body: checkIn,
        headers: { 'if-match': '"1"' },
      }),
      412,
    );
    expectProblem(
      await writer.call('PUT', `${V1}/check-ins/${unique('CI')}`, { body: { ...checkIn, crewLine: 'nope' } }),
      400,
      /crewLine/,
    );
    const listed = await reader.call('GET', `${V1}/check-ins`);
    expect((listed.json.items as { externalId: string }[]).map((c) => c.externalId)).toContain(externalId);
  });
});

describe('GET /provider/v1/work-orders', () => {
  it('pages by cursor and filters by updated_since', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof api>> = await reader.call(
        'GET',
        `${V1}/work-orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, res.text).toBe(200);
      const items = res.json.items as { externalId: string }[];
      expect(items.length).toBeLessThanOrEqual(2);
      seen.push(...items.map((i) => i.externalId));
      cursor = res.json.nextCursor as string | null;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    const since = new Date(Date.now() + 60_000).toISOString();
    const none = await reader.call('GET', `${V1}/work-orders?updated_since=${encodeURIComponent(since)}`);
    expect(none.json.items).toEqual([]);
    expectProblem(await reader.call('GET', `${V1}/work-orders?cursor=bogus`), 400);
  });
});
