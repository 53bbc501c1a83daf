// POST /api/get-order-by-vendor-num over real HTTP and PostgreSQL: the rows, the filters, the onsite
// date rule of SPEC section 5, and that a vendor sees only its own crew lines.
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  END_BEFORE_BEGIN,
  exportWorkOrdersCall,
  minusMonths,
  ONSITE_BEGIN_INVALID,
  ONSITE_BEGIN_REQUIRED,
  ONSITE_END_INVALID,
  ONSITE_END_REQUIRED,
  onsiteBeginOnlyToday,
  onsiteBeginTooEarly,
  printWorkOrdersCall,
  searchWorkOrdersCall,
  searchWorkOrdersResponse,
  timeZoneUnknown,
  usDate,
  type WorkOrderRow,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { rawGet } from '../../../test/raw-get.ts';
import {
  addManyOrders,
  addOrder,
  addPlace,
  type TestPlace,
  aroundToday,
  day,
} from '../../../test/fixtures/index.ts';

const PATH = searchWorkOrdersCall.path;
/** how many searches this server has answered from a kept answer (GET /metrics) */
const keptHits = async () =>
  Number(/^vp_search_answers_kept_hits_total (\d+)$/m.exec((await api(server, '/metrics')).text)?.[1]);

const server = testServerForFile();
let token: string;
let otherToken: string;
let vendorId: number;
let otherVendorId: number;
let store1: TestPlace;
let store2: TestPlace;

/** 'YYYY-MM-DD' of today (UTC) plus n days */
const at = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);
const today = day(0);

/** `as` null: signed out */
const search = (body: Record<string, unknown>, as: string | null = token) =>
  api(server, PATH, { method: 'POST', body, ...(as === null ? {} : { token: as }) });
const rowsOf = (res: { json: Record<string, unknown> }) => searchWorkOrdersResponse.parse(res.json).vendors;
const window = aroundToday();
/** The headers of a raw search of the vendor's: its token, a JSON body. */
const jsonAsMe = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** `count` orders of the vendor at a new store, on site `daysAgo` days ago at noon; their PO numbers. */
async function ordersAtNewStore(storeNumber: string, prefix: string, count: number, daysAgo = 3) {
  const store = await addPlace(server.db, { storeNumber });
  // numbered with as many digits as the last one has: PO-FEW-00 to PO-FEW-39
  const digits = String(count - 1).length;
  const poNums = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(digits, '0')}`);
  await addManyOrders(server.db, vendorId, store, poNums, at(day(-daysAgo), '12:00'));
  return poNums;
}

beforeAll(async () => {
  const me = await server.signIn();
  const other = await server.signIn();
  token = me.token;
  otherToken = other.token;
  vendorId = me.vendorId;
  otherVendorId = other.vendorId;
  store1 = await addPlace(server.db, { storeNumber: '9001', address2: 'Suite 5', clientName: 'Acme Retail' });
  store2 = await addPlace(server.db, { storeNumber: '9002' });
  const db = server.db;
  await addOrder(db, vendorId, store1, {
    poNum: 'PO-A100',
    workDate: at(day(-2), '14:00'),
    statusCode: 'OPEN',
    nte: '1234.50',
    signOffExist: true,
  });
  await addOrder(db, vendorId, store2, {
    poNum: 'PO-A200',
    workDate: at(day(-1), '09:15'),
    statusCode: 'IN PROGRESS',
    vendorInvoiceExist: true,
    withManager: false,
  });
  await addOrder(db, vendorId, store1, {
    poNum: 'PO-B300',
    workDate: at(day(5), '08:00'),
    statusCode: 'COMPLETED',
  });
  await addOrder(db, vendorId, store1, { poNum: 'PO_X%1', workDate: at(day(1), '08:00') });
  // outside the window
  await addOrder(db, vendorId, store1, { poNum: 'PO-OLD', workDate: at(day(-60), '08:00') });
  // another vendor's crew line at the same store and dates
  await addOrder(db, otherVendorId, store1, { poNum: 'PO-OTHER', workDate: at(day(-2), '10:00') });
});
beforeEach(async () => {
  await server.db.deleteFrom('portal_settings').where('key', '=', 'woHistoryMonthLimit').execute();
});

describe('work-order search', () => {
  it('needs a session', async () => {
    const res = await search(window, null);
    expect(res.status).toBe(401);
  });

  it("answers the vendor's rows in the window with every field, newest first", async () => {
    const res = await search(window);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const rows = rowsOf(res);
    expect(rows.map((r) => r.poNum)).toEqual(['PO-B300', 'PO_X%1', 'PO-A200', 'PO-A100']);
    const a100 = rows.find((r) => r.poNum === 'PO-A100')!;
    expect(a100).toEqual<WorkOrderRow>({
      ocdId: expect.any(Number) as number,
      ordNum: expect.any(Number) as number,
      crewId: expect.any(Number) as number,
      poNum: 'PO-A100',
      clientCode: expect.stringMatching(/^TC\d+$/) as string,
      location: '9001',
      company: 'Store 9001',
      fullAddress: expect.stringMatching(/^\d+ Main St, Suite 5, Albany, NY 12207$/) as string,
      city: 'Albany',
      state: 'NY',
      category: 'HVAC',
      orderType: 'Repair',
      nte: 1234.5,
      orderStatus: 'Open',
      clientPO: 'CPO-PO-A100',
      acManagerName: 'Manager PO-A100',
      acManagerEmail: 'am-po-a100@provider.test',
      workDate: `${day(-2)}T14:00:00.000Z`,
      signOffExist: true,
      vendorInvoiceExist: false,
    });
    const a200 = rows.find((r) => r.poNum === 'PO-A200')!;
    expect(a200).toMatchObject({
      fullAddress: expect.stringMatching(/^\d+ Main St, Albany, NY 12207$/) as string,
      orderStatus: 'In Progress',
      acManagerName: '',
      acManagerEmail: '',
      signOffExist: false,
      vendorInvoiceExist: true,
    });
  });

  it("never shows another vendor's crew lines", async () => {
    const mine = rowsOf(await search(window));
    expect(mine.map((r) => r.poNum)).not.toContain('PO-OTHER');
    const theirs = rowsOf(await search(window, otherToken));
    expect(theirs.map((r) => r.poNum)).toEqual(['PO-OTHER']);
  });

  it('filters by status code, store number and PO prefix', async () => {
    const byStatus = rowsOf(await search({ ...window, wOStatus: 'IN PROGRESS' }));
    expect(byStatus.map((r) => r.poNum)).toEqual(['PO-A200']);
    const byStore = rowsOf(await search({ ...window, locationNum: '9002' }));
    expect(byStore.map((r) => r.poNum)).toEqual(['PO-A200']);
    const byPo = rowsOf(await search({ ...window, pONum: 'po-a' }));
    expect(byPo.map((r) => r.poNum)).toEqual(['PO-A200', 'PO-A100']);
    const exact = rowsOf(await search({ ...window, pONum: 'PO-B300' }));
    expect(exact.map((r) => r.poNum)).toEqual(['PO-B300']);
    // % and _ are characters of a PO number, not wildcards
    const literal = rowsOf(await search({ ...window, pONum: 'PO_X%' }));
    expect(literal.map((r) => r.poNum)).toEqual(['PO_X%1']);
    expect(rowsOf(await search({ ...window, pONum: 'PO%' }))).toEqual([]);
    const combined = rowsOf(
      await search({ ...window, wOStatus: 'OPEN', locationNum: '9001', pONum: 'PO-A' }),
    );
    expect(combined.map((r) => r.poNum)).toEqual(['PO-A100']);
    expect(rowsOf(await search({ ...window, wOStatus: 'CANCELLED' }))).toEqual([]);
  });

  it('treats the filters as optional', async () => {
    const res = await search({ onsiteStartDate: day(-30), onsiteEndDate: day(30) });
    expect(rowsOf(res)).toHaveLength(4);
    const nulls = await search({ ...window, wOStatus: null, locationNum: null, pONum: null });
    expect(rowsOf(nulls)).toHaveLength(4);
  });

  it('includes the whole end day, in the time zone sent', async () => {
    // 23:30 on 2030-01-15 in New York (EST, UTC-5) is 04:30 UTC on the 16th
    await addOrder(server.db, vendorId, store2, {
      poNum: 'PO-TZ-IN',
      workDate: new Date('2030-01-16T04:30:00Z'),
    });
    await addOrder(server.db, vendorId, store2, {
      poNum: 'PO-TZ-OUT',
      workDate: new Date('2030-01-16T05:30:00Z'),
    });
    const body = { onsiteStartDate: '2030-01-15', onsiteEndDate: '2030-01-15', pONum: 'PO-TZ' };
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'woHistoryMonthLimit', value: '999' })
      .execute();
    // the begin date may lie in the future
    const ny = rowsOf(await search({ ...body, timezone: 'America/New_York' }));
    expect(ny.map((r) => r.poNum)).toEqual(['PO-TZ-IN']);
    const utc = rowsOf(await search({ ...body, onsiteStartDate: '2030-01-16', onsiteEndDate: '2030-01-16' }));
    expect(utc.map((r) => r.poNum)).toEqual(['PO-TZ-OUT', 'PO-TZ-IN']);
    // ISO date-times are read as the day their instant falls on in that zone
    const iso = rowsOf(
      await search({
        ...body,
        onsiteStartDate: '2030-01-15T05:00:00.000Z',
        onsiteEndDate: '2030-01-15T00:00:00-05:00',
        timezone: 'America/New_York',
      }),
    );
    expect(iso.map((r) => r.poNum)).toEqual(['PO-TZ-IN']);
  });

  it('is described in the OpenAPI document with the other work-order calls', async () => {
    const paths = (await api(server, '/api/openapi.json')).json.paths as Record<string, unknown>;
    for (const path of [PATH, printWorkOrdersCall.path, exportWorkOrdersCall.path]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(paths[PATH])).toContain('vendorInvoiceExist');
  });

  it('answers thousands of rows as one valid JSON document', async () => {
    await ordersAtNewStore('9100', 'PO-MANY', 4500);
    const res = await search({ ...window, locationNum: '9100' });
    const rows = rowsOf(res);
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((r) => r.poNum)).size).toBe(4500);
    // same onsite time: the newest crew line first
    expect(rows.map((r) => r.ocdId)).toEqual([...rows.map((r) => r.ocdId)].sort((a, b) => b - a));
  });

  it('compresses the streamed answer as it streams, with the rows unchanged (issue 19)', async () => {
    // filters not asked before: a kept answer (decision 087) would go out whole, with its length
    const body = JSON.stringify({ ...window, locationNum: '9100', pONum: 'PO-MANY' });
    const headers = jsonAsMe();
    const packed = await rawGet(
      server.url + PATH,
      { ...headers, 'accept-encoding': 'zstd, br, gzip' },
      'POST',
      body,
    );
    const plain = await rawGet(server.url + PATH, headers, 'POST', body);
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('zstd');
    // streamed: no length known up front
    expect(packed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zstdDecompressSync(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(packed.body.length).toBeLessThan(plain.body.length / 5);
    const gzipped = await rawGet(server.url + PATH, { ...headers, 'accept-encoding': 'gzip' }, 'POST', body);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body)).toEqual(plain.body);
  });

  it('answers a list of one batch whole: compressed in one piece, with its length (decision 068)', async () => {
    const poNums = await ordersAtNewStore('9150', 'PO-FEW', 40);
    const body = JSON.stringify({ ...window, locationNum: '9150' });
    const headers = jsonAsMe();
    const plain = await rawGet(server.url + PATH, headers, 'POST', body);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    const rows = searchWorkOrdersResponse.parse(JSON.parse(plain.body.toString())).vendors;
    expect(rows.map((r) => r.poNum).sort()).toEqual(poNums);
    const packed = await rawGet(
      server.url + PATH,
      { ...headers, 'accept-encoding': 'zstd, br, gzip' },
      'POST',
      body,
    );
    expect(packed.headers['content-encoding']).toBe('zstd');
    expect(packed.headers['content-length']).toBe(String(packed.body.length));
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(zstdDecompressSync(packed.body)).toEqual(plain.body);
    // no rows at all: still the contract's document
    const none = await rawGet(
      server.url + PATH,
      headers,
      'POST',
      JSON.stringify({ ...window, locationNum: '0000' }),
    );
    expect(none.body.toString()).toBe('{"vendors":[]}');
  });

  it('answers a repeated list from the kept answer, encoded as the plugin would, and a change at once (decision 071)', async () => {
    await ordersAtNewStore('9160', 'PO-KEEP', 30);
    const body = JSON.stringify({ ...window, locationNum: '9160' });
    const headers = jsonAsMe();
    const ask = (more: Record<string, string> = {}) =>
      rawGet(server.url + PATH, { ...headers, ...more }, 'POST', body);
    const plain = await ask();
    const hitsBefore = await keptHits();
    for (const [offered, encoding, decode] of [
      ['zstd, br, gzip', 'zstd', zstdDecompressSync],
      ['br;q=1, gzip;q=0.5', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['*', 'gzip', gunzipSync],
    ] as const) {
      const packed = await ask({ 'accept-encoding': offered });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding'], offered).toBe(encoding);
      expect(packed.headers['content-length']).toBe(String(packed.body.length));
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(packed.headers['cache-control']).toBe('no-store');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(packed.body)).toEqual(plain.body);
    }
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd', 'x-no-compression': '1' },
    ];
    for (const more of asked) {
      const asIs = await ask(more);
      expect(asIs.headers['content-encoding']).toBeUndefined();
      expect(asIs.body).toEqual(plain.body);
    }
    expect((await keptHits()) - hitsBefore).toBe(7);
    // the other vendor's same search is its own (none of these rows)
    const theirs = await rawGet(
      server.url + PATH,
      { ...headers, authorization: `Bearer ${otherToken}` },
      'POST',
      body,
    );
    expect(JSON.parse(theirs.body.toString())).toEqual({ vendors: [] });
    // a change is in the next answer
    await server.db
      .updateTable('crew_details')
      .set({ sign_off_exist: true })
      .where('vendor_id', '=', vendorId)
      .where('ord_num', 'in', (eb) =>
        eb.selectFrom('orders').select('ord_num').where('po_num', '=', 'PO-KEEP-07'),
      )
      .execute();
    const changed = searchWorkOrdersResponse.parse(
      JSON.parse(zstdDecompressSync((await ask({ 'accept-encoding': 'zstd' })).body).toString()),
    );
    expect(changed.vendors.find((r) => r.poNum === 'PO-KEEP-07')?.signOffExist).toBe(true);
  });

  it('goes on answering after clients leave in the middle of large answers', async () => {
    await ordersAtNewStore('9200', 'PO-GONE', 6000, 4);
    // more clients leave than the pool has connections: a cursor left open would starve the next search
    for (let i = 0; i < 12; i++) {
      const controller = new AbortController();
      const res = await fetch(server.url + PATH, {
        method: 'POST',
        headers: jsonAsMe(),
        body: JSON.stringify({ ...window, locationNum: '9200' }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      controller.abort();
    }
    // every cursor's transaction has ended: none is left waiting for a client that is gone
    await expect
      .poll(async () => {
        const open = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`.execute(server.db);
        return open.rows[0]!.n;
      })
      .toBe(0);
    const rows = rowsOf(await search({ ...window, locationNum: '9200' }));
    expect(rows).toHaveLength(6000);
    expect(new Set(rows.map((r) => r.poNum)).size).toBe(6000);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search({ ...window, pONum: 'NOPE' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ vendors: [] });
  });
});

describe('onsite date rule (SPEC section 5)', () => {
  const refused = async (body: Record<string, unknown>, message: string) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  };

  it('needs both dates', async () => {
    await refused({ onsiteEndDate: today }, ONSITE_BEGIN_REQUIRED);
    await refused({ onsiteStartDate: '', onsiteEndDate: today }, ONSITE_BEGIN_REQUIRED);
    await refused({ onsiteStartDate: null, onsiteEndDate: today }, ONSITE_BEGIN_REQUIRED);
    await refused({ onsiteStartDate: today }, ONSITE_END_REQUIRED);
    await refused({ onsiteStartDate: today, onsiteEndDate: '' }, ONSITE_END_REQUIRED);
  });

  it('refuses what is not a date', async () => {
    await refused({ onsiteStartDate: '2026-02-30', onsiteEndDate: today }, ONSITE_BEGIN_INVALID);
    await refused({ onsiteStartDate: '01/05/2026', onsiteEndDate: today }, ONSITE_BEGIN_INVALID);
    await refused({ onsiteStartDate: today, onsiteEndDate: 'tomorrow' }, ONSITE_END_INVALID);
    // a date-time must say which instant it is
    await refused({ onsiteStartDate: today, onsiteEndDate: `${today}T10:00:00` }, ONSITE_END_INVALID);
    const wrongType = await search({ onsiteStartDate: 20260101, onsiteEndDate: today });
    expect(wrongType.status).toBe(400);
  });

  it('needs the begin date at most the end date', async () => {
    await refused({ onsiteStartDate: day(-1), onsiteEndDate: day(-2) }, END_BEFORE_BEGIN);
    const sameDay = await search({ onsiteStartDate: today, onsiteEndDate: today });
    expect(sameDay.status).toBe(200);
  });

  it('goes back at most woHistoryMonthLimit months (12 when not set)', async () => {
    const earliest = minusMonths(today, 12);
    expect((await search({ onsiteStartDate: earliest, onsiteEndDate: today })).status).toBe(200);
    await refused(
      { onsiteStartDate: day(-1 - 366), onsiteEndDate: today },
      onsiteBeginTooEarly(usDate(earliest)),
    );
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'woHistoryMonthLimit', value: '3' })
      .execute();
    const three = minusMonths(today, 3);
    expect((await search({ onsiteStartDate: three, onsiteEndDate: today })).status).toBe(200);
    const dayBefore = new Date(Date.parse(`${three}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await refused({ onsiteStartDate: dayBefore, onsiteEndDate: today }, onsiteBeginTooEarly(usDate(three)));
  });

  it("allows only today when the limit is '0'", async () => {
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'woHistoryMonthLimit', value: '0' })
      .execute();
    await refused({ onsiteStartDate: day(-1), onsiteEndDate: today }, onsiteBeginOnlyToday(usDate(today)));
    await refused({ onsiteStartDate: day(1), onsiteEndDate: day(2) }, onsiteBeginOnlyToday(usDate(today)));
    const ok = await search({ onsiteStartDate: today, onsiteEndDate: day(10) });
    expect(ok.status).toBe(200);
    expect(rowsOf(ok).map((r) => r.poNum)).toEqual(['PO-B300', 'PO_X%1']);
  });

  it('refuses an unknown time zone', async () => {
    await refused({ ...window, timezone: 'Mars/Olympus' }, timeZoneUnknown('Mars/Olympus'));
  });
});
