// POST /api/print-work-order-by-crew-detail-id over real HTTP, PostgreSQL and SMTP: the PDF's text
// matches the orders, the limits of SPEC sections 5 and 9, the e-mail with the PDF attached, and that
// another vendor's crew lines answer 404.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_WILL_BE_SENT,
  PRINT_DOWNLOAD_COUNT,
  PRINT_EMAIL_COUNT,
  printWorkOrdersCall,
  timeZoneUnknown,
  WORK_ORDER_NOT_FOUND,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import { findPart, headerParam, readMime, type MimePart } from '../../platform/mail/read-mime-for-tests.ts';
import { addOrder, addPlace } from '../../../test/fixtures/index.ts';
import { pdfPages } from './pdf-text-for-tests.ts';

const PATH = printWorkOrdersCall.path;

type Received = { to: string[]; message: MimePart };
const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;
let me: Awaited<ReturnType<TestServer['signIn']>>;
let otherToken: string;
let first: number;
let second: number;
let theirs: number;
let many: number[];

const print = (body: Record<string, unknown>, token: string | null = me.token) =>
  api(server, PATH, { method: 'POST', body, ...(token === null ? {} : { token }) });

async function download(body: Record<string, unknown>) {
  const res = await fetch(server.url + PATH, {
    method: 'POST',
    // a PDF is compressed already: it is sent as it is, whatever the browser accepts (issue 19)
    headers: {
      authorization: `Bearer ${me.token}`,
      'content-type': 'application/json',
      'accept-encoding': 'zstd, br, gzip',
    },
    body: JSON.stringify(body),
  });
  if (res.headers.get('content-type')?.startsWith('application/pdf'))
    expect(res.headers.get('content-encoding')).toBeNull();
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const request = (crewDetailIds: number[], actionType: 2 | 3, timezone = 'America/New_York') => ({
  crewDetailIds,
  vendorPONumbers: [],
  actionType,
  timezone,
  documentId: -1,
  callSource: 'vendorportal',
});

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          message: readMime(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  me = await server.signIn();
  const other = await server.signIn();
  otherToken = other.token;
  await server.db
    .updateTable('vendors')
    .set({
      company: 'Northwind Test LLC',
      address: '415 Commerce Blvd',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    })
    .where('id', '=', me.vendorId)
    .execute();
  const place = await addPlace(server.db, {
    storeNumber: '4321',
    address2: 'Unit 7',
    clientName: 'Acme Retail',
  });
  // 15:30 UTC on 2030-01-15 is 10:30 AM in New York (EST) and 12:30 AM on the 16th in Tokyo
  first = (
    await addOrder(server.db, me.vendorId, place, {
      poNum: 'PO-PRINT-1',
      workDate: new Date('2030-01-15T15:30:00Z'),
      nte: '1234.50',
      statusCode: 'DISPATCHED',
      comment:
        '<p>Replace the <b>filter</b> &amp; check the belt.</p><ul><li>Roof unit 2</li></ul><script>x()</script>',
    })
  ).ocdId;
  second = (
    await addOrder(server.db, me.vendorId, place, {
      poNum: 'PO-PRINT-2',
      workDate: new Date('2030-01-20T20:00:00Z'),
      nte: '99.99',
    })
  ).ocdId;
  theirs = (
    await addOrder(server.db, other.vendorId, place, {
      poNum: 'PO-THEIRS',
      workDate: new Date('2030-01-15T15:30:00Z'),
    })
  ).ocdId;
  many = [];
  for (let i = 0; i < 21; i++) {
    many.push(
      (
        await addOrder(server.db, me.vendorId, place, {
          poNum: `PO-MANY-${i}`,
          workDate: new Date('2030-02-01T12:00:00Z'),
        })
      ).ocdId,
    );
  }
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('purchase-order download (actionType 3)', () => {
  it('needs a session', async () => {
    expect((await print(request([first], 3), null)).status).toBe(401);
    expect((await print(request([first], 2), null)).status).toBe(401);
  });

  it('answers a PDF with one purchase order per selected order, in the order selected', async () => {
    const { res, bytes } = await download(request([second, first], 3));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="purchase-orders-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PO # PO-PRINT-2');
    expect(pages[0]).toContain('$99.99');
    expect(pages[0]).toContain('01/20/2030 03:00 PM');

    const page = pages[1]!;
    expect(page).toContain('PURCHASE ORDER');
    expect(page).toContain('PO # PO-PRINT-1');
    expect(page).toContain('Northwind Test LLC');
    expect(page).toContain(`Vendor # ${me.vendorNum}`);
    expect(page).toMatch(/Acme Retail \(TC\d+\)/);
    expect(page).toContain('Store 4321: Store 4321');
    expect(page).toMatch(/\d+ Main St/);
    expect(page).toContain('Unit 7');
    expect(page).toContain('Albany, NY 12207');
    expect(page).toContain('HVAC');
    expect(page).toContain('Repair');
    expect(page).toContain('P2 - 24 Hours');
    expect(page).toContain('Dispatched');
    expect(page).toContain('$1,234.50');
    expect(page).toContain('CPO-PO-PRINT-1');
    // dates in the request's time zone
    expect(page).toContain('01/15/2030 10:30 AM');
    expect(page).toContain('Manager PO-PRINT-1');
    // the scope of work as text: no tags, entities decoded, no script
    expect(page).toContain('Scope of Work');
    expect(page).toContain('Replace the filter & check the belt.');
    expect(page).toContain('• Roof unit 2');
    expect(page).toContain('Call ahead.');
    expect(page).not.toMatch(/<|&amp;|x\(\)/);
  });

  it('prints the dates in the time zone asked for, and names a single order after its PO', async () => {
    const { res, bytes } = await download(request([first], 3, 'Asia/Tokyo'));
    expect(res.headers.get('content-disposition')).toContain('filename="PO-PO-PRINT-1.pdf"');
    const [page] = await pdfPages(bytes);
    expect(page).toContain('01/16/2030 12:30 AM');
  });

  it('takes 1 to 20 orders', async () => {
    expect((await download(request(many.slice(0, 20), 3))).res.status).toBe(200);
    for (const ids of [[], many]) {
      const res = await print(request(ids, 3));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(PRINT_DOWNLOAD_COUNT);
    }
  });

  it("answers 404 for another vendor's or a missing crew line, as for both", async () => {
    for (const ids of [[theirs], [first, theirs], [2_000_000_000]]) {
      const res = await print(request(ids, 3));
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(WORK_ORDER_NOT_FOUND);
    }
    // the owner can print it
    const mine = await api(server, PATH, { method: 'POST', token: otherToken, body: request([theirs], 3) });
    expect(mine.status).toBe(200);
  });

  it('refuses an unknown time zone and a malformed request', async () => {
    const res = await print(request([first], 3, 'Not/AZone'));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(timeZoneUnknown('Not/AZone'));
    expect((await print({ ...request([first], 3), actionType: 4 })).status).toBe(400);
    expect((await print({ ...request([first], 3), crewDetailIds: ['1'] })).status).toBe(400);
    expect((await print({ actionType: 3, timezone: 'UTC' })).status).toBe(400);
  });
});

describe('purchase-order e-mail (actionType 2)', () => {
  it('mails the PDF to the signed-in user', async () => {
    const res = await print(request([first, second], 2));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: EMAIL_WILL_BE_SENT });
    await mailQueueDrained(server.db);
    const mail = received.find((m) => m.to.includes(me.email));
    expect(mail).toBeDefined();
    expect(mail!.message.headers.get('subject')).toBe('Purchase orders (2)');
    expect(findPart(mail!.message, 'text/plain')?.body.toString()).toContain('PO-PRINT-1, PO-PRINT-2');
    const attachment = findPart(mail!.message, 'application/pdf');
    expect(attachment).toBeDefined();
    expect(headerParam(attachment!.headers.get('content-disposition'), 'filename')).toMatch(
      /^purchase-orders-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const pages = await pdfPages(attachment!.body);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PO # PO-PRINT-1');
    expect(pages[1]).toContain('PO # PO-PRINT-2');
  });

  it('takes 1 to 100 orders (more than the 20 of a download)', async () => {
    const before = received.length;
    expect((await print(request(many, 2))).status).toBe(200);
    await mailQueueDrained(server.db);
    expect(received.length).toBe(before + 1);
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await print(request(ids, 2));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(PRINT_EMAIL_COUNT);
    }
  });

  it("answers 404 for another vendor's crew line and sends nothing", async () => {
    const before = received.length;
    const res = await print(request([first, theirs], 2));
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(WORK_ORDER_NOT_FOUND);
    await mailQueueDrained(server.db);
    expect(received.length).toBe(before);
  });
});
