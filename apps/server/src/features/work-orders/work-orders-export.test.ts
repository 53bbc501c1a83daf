// POST /api/export-order-by-vendor-excel over real HTTP and PostgreSQL: the .xlsx behind the returned
// link, read back with exceljs, holds the rows with the money and date formats; rows of another
// vendor's orders answer 404; the raised body limit holds for this call only.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  EXPORT_DATE_FORMAT,
  EXPORT_MONEY_FORMAT,
  EXPORT_ROWS_REQUIRED,
  type ExportItem,
  exportWorkOrdersCall,
  exportWorkOrdersResponse,
  searchWorkOrdersCall,
  timeZoneUnknown,
  WORK_ORDER_NOT_FOUND,
} from '@vp/contracts';
import { rawGet } from '../../../test/raw-get.ts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addManyOrders, addOrder, addPlace } from '../../../test/fixtures/index.ts';

const PATH = exportWorkOrdersCall.path;

const server = testServerForFile();
let token: string;
let otherToken: string;

const item = (poNum: string, extra: Partial<ExportItem> = {}): ExportItem => ({
  workDate: '2030-01-15T15:30:00.000Z',
  nte: 1234.5,
  poNum,
  company: 'Store 4321',
  location: '4321',
  vendorFullAddress: '1 Main St, Unit 7, Albany, NY 12207',
  orderType: 'Repair',
  orderStatus: 'Open',
  clientPO: 'CPO-1',
  ...extra,
});

const exportRows = (body: unknown, as: string | null = token) =>
  api(server, PATH, { method: 'POST', body, ...(as === null ? {} : { token: as }) });

async function readWorkbook(url: string) {
  const res = await fetch(new URL(url, server.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  // an .xlsx is a zip already: never compressed again, whatever the browser accepts (issue 19)
  const raw = await rawGet(new URL(url, server.url).href, { 'accept-encoding': 'zstd, br, gzip' });
  expect(raw.headers['content-encoding']).toBeUndefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return { workbook, disposition: res.headers.get('content-disposition') ?? '' };
}

beforeAll(async () => {
  const me = await server.signIn();
  const other = await server.signIn();
  token = me.token;
  otherToken = other.token;
  const place = await addPlace(server.db, { storeNumber: '4321' });
  const when = new Date('2030-01-15T15:30:00Z');
  // '@PO-X4': a PO number a spreadsheet would read as a formula (decision 098)
  for (const poNum of ['PO-X1', 'PO-X2', 'PO-X3', '@PO-X4'])
    await addOrder(server.db, me.vendorId, place, { poNum, workDate: when });
  const bulk = Array.from({ length: 3000 }, (_, i) => `PO-BULK-${i}`);
  await addManyOrders(server.db, me.vendorId, place, bulk, when);
  await addOrder(server.db, other.vendorId, place, { poNum: 'PO-THEIRS', workDate: when });
});

describe('Excel export', () => {
  it('needs a session', async () => {
    expect((await exportRows({ ordersList: [item('PO-X1')] }, null)).status).toBe(401);
  });

  it("takes the web app's Idempotency-Key: its streamed body is not hashed, each export is made (decision 101)", async () => {
    const send = () =>
      api(server, PATH, {
        method: 'POST',
        token,
        body: { ordersList: [item('PO-X1')], timezone: 'America/New_York' },
        headers: { 'idempotency-key': 'export-once' },
      });
    for (const res of [await send(), await send()]) {
      expect(res.status).toBe(200);
      expect(exportWorkOrdersResponse.parse(res.json).fileName).toMatch(/\.xlsx$/);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
  });

  it('answers a link to an .xlsx with the rows, the columns and their formats', async () => {
    const res = await exportRows({
      ordersList: [
        item('PO-X1'),
        item('PO-X2', { nte: '99.99', workDate: '2030-07-04T23:05:00.000Z', clientPO: '' }),
        item('PO-X3', { nte: null, workDate: null, company: null }),
      ],
      timezone: 'America/New_York',
    });
    expect(res.status).toBe(200);
    const body = exportWorkOrdersResponse.parse(res.json);
    expect(body.fileName).toMatch(/^work-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { workbook, disposition } = await readWorkbook(body.url);
    expect(disposition).toContain(`filename="${body.fileName}"`);
    const sheet = workbook.getWorksheet('Work Orders')!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS]);

    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    // Work Date: the wall-clock time in New York, 10:30 AM EST and 7:05 PM EDT
    expect(row(2)).toEqual([
      'PO-X1',
      '4321',
      'Store 4321',
      '1 Main St, Unit 7, Albany, NY 12207',
      'Repair',
      1234.5,
      'Open',
      'CPO-1',
      new Date('2030-01-15T10:30:00.000Z'),
    ]);
    expect(row(3)[5]).toBe(99.99);
    // empty values leave the cell empty
    expect(row(3)[7]).toBeUndefined();
    expect(row(3)[8]).toEqual(new Date('2030-07-04T19:05:00.000Z'));
    expect(row(4)[5]).toBeUndefined();
    expect(row(4)[8]).toBeUndefined();
    expect(row(4)[2]).toBeUndefined();

    expect(sheet.getCell('F2').numFmt).toBe(EXPORT_MONEY_FORMAT);
    expect(sheet.getCell('I2').numFmt).toBe(EXPORT_DATE_FORMAT);
    expect(sheet.getCell('I3').numFmt).toBe(EXPORT_DATE_FORMAT);
    expect(sheet.getCell('F3').numFmt).toBe(EXPORT_MONEY_FORMAT);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
  });

  it('makes formula-like text inert with a leading quote, and leaves numbers and plain text alone (OWASP)', async () => {
    const res = await exportRows({
      ordersList: [
        item('@PO-X4', {
          location: '=HYPERLINK("http://evil.example","Click")',
          company: "-2+3+cmd|' /C calc'!A0",
          vendorFullAddress: '  +1+1',
          orderType: '\t=1+1',
          orderStatus: '\rOpen',
          clientPO: '-12.50',
          nte: -12.5,
        }),
        item('PO-X1', { company: 'Store = 4 - North', clientPO: 'a@b' }),
      ],
      timezone: 'UTC',
    });
    expect(res.status).toBe(200);
    const { workbook } = await readWorkbook(exportWorkOrdersResponse.parse(res.json).url);
    const sheet = workbook.getWorksheet('Work Orders')!;
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1, 9);
    expect(row(2)).toEqual([
      "'@PO-X4",
      `'=HYPERLINK("http://evil.example","Click")`,
      "'-2+3+cmd|' /C calc'!A0",
      "'  +1+1",
      "'\t=1+1",
      -12.5,
      // (XML reads a carriage return in text back as a line feed)
      "'\nOpen",
      '-12.50',
    ]);
    // the negative NTE is still a number in its money format; a plain number as text is left alone
    expect(sheet.getCell('F2').numFmt).toBe(EXPORT_MONEY_FORMAT);
    expect(row(3)).toEqual([
      'PO-X1',
      '4321',
      'Store = 4 - North',
      expect.any(String),
      'Repair',
      1234.5,
      'Open',
      'a@b',
    ]);
  });

  it('takes a body above the 1 MB limit of other calls (3,000 rows)', async () => {
    const ordersList = Array.from({ length: 3000 }, (_, i) =>
      item(`PO-BULK-${i}`, { vendorFullAddress: `${'x'.repeat(300)} ${i}` }),
    );
    expect(JSON.stringify({ ordersList }).length).toBeGreaterThan(1024 * 1024);
    const res = await exportRows({ ordersList });
    expect(res.status).toBe(200);
    const { workbook } = await readWorkbook(exportWorkOrdersResponse.parse(res.json).url);
    const sheet = workbook.getWorksheet('Work Orders')!;
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getCell('A3001').value).toBe('PO-BULK-2999');
    // other calls keep the 1 MB limit
    const other = await server.call(
      searchWorkOrdersCall,
      { body: { onsiteStartDate: 'x'.repeat(2 * 1024 * 1024) } },
      { as: { token } },
    );
    expect(other.status).toBe(413);
  });

  it("answers 404 when a row is another vendor's order or no order at all", async () => {
    for (const poNum of ['PO-THEIRS', 'PO-NOPE']) {
      const res = await exportRows({ ordersList: [item('PO-X1'), item(poNum)] });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(WORK_ORDER_NOT_FOUND);
    }
    expect((await exportRows({ ordersList: [item('PO-THEIRS')] }, otherToken)).status).toBe(200);
  });

  it('refuses an empty list, an unknown time zone and malformed rows', async () => {
    const empty = await exportRows({ ordersList: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(EXPORT_ROWS_REQUIRED);
    const zone = await exportRows({ ordersList: [item('PO-X1')], timezone: 'Nowhere/Land' });
    expect(zone.status).toBe(400);
    expect(zone.json.error).toBe(timeZoneUnknown('Nowhere/Land'));
    expect((await exportRows({ ordersList: [{ ...item('PO-X1'), poNum: 5 }] })).status).toBe(400);
    expect((await exportRows({})).status).toBe(400);
  });

  it('writes the rows as they arrive when the time zone comes first, with the same cells', async () => {
    const res = await exportRows({
      timezone: 'America/New_York',
      ordersList: [item('PO-X1'), item('PO-X2', { workDate: '2030-07-04T23:05:00.000Z', nte: null })],
    });
    expect(res.status).toBe(200);
    const { workbook } = await readWorkbook(exportWorkOrdersResponse.parse(res.json).url);
    const sheet = workbook.getWorksheet('Work Orders')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('PO-X1');
    expect(sheet.getCell('F2').value).toBe(1234.5);
    expect(sheet.getCell('I2').value).toEqual(new Date('2030-01-15T10:30:00.000Z'));
    expect(sheet.getCell('I3').value).toEqual(new Date('2030-07-04T19:05:00.000Z'));
    expect(sheet.getCell('F3').value).toBeNull();
  });

  it('names the bad row and field, read row by row, and refuses a body that is not JSON', async () => {
    const bad = await exportRows({
      timezone: 'UTC',
      ordersList: [item('PO-X1'), item('PO-X2'), { ...item('PO-X3'), poNum: 5 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/^Invalid request: ordersList\.2\.poNum: /);
    const notObject = await exportRows({ ordersList: [item('PO-X1'), 7] });
    expect(notObject.status).toBe(400);
    expect(notObject.json.error).toMatch(/^Invalid request: ordersList\.1: /);
    const zoneFirst = await exportRows({ timezone: 'Nowhere/Land', ordersList: [item('PO-X1')] });
    expect(zoneFirst.status).toBe(400);
    expect(zoneFirst.json.error).toBe(timeZoneUnknown('Nowhere/Land'));
    for (const text of ['{"ordersList":[{"poNum":"PO-X1"},]}', '{"ordersList":[]', 'nope']) {
      const res = await fetch(server.url + PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: text,
      });
      expect(res.status, text).toBe(400);
    }
  });
});
