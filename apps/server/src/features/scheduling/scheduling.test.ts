// The scheduling calls over real HTTP and PostgreSQL: which orders are open for scheduling, the visit
// date rules (inside the service range, with its offset; serviceDays at most 1), the comment stored
// sanitized, another vendor's crew lines (404) and signed-out calls (401).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCrewDetailsCall,
  getCrewDetailsResponse,
  notOpenForScheduling,
  ordersForSchedulingCall,
  ordersForSchedulingResponse,
  REASON_ALREADY_SCHEDULED,
  REASON_NO_SERVICE_RANGE,
  REASON_RANGE_PAST,
  reasonStatus,
  SCHEDULING_ORDER_NOT_FOUND,
  type SchedulingOrder,
  SERVICE_DAYS_CONSTRAINT,
  updateVisitDateCall,
  VISIT_COMMENT_REQUIRED,
  VISIT_DATE_ADDED,
  VISIT_DATE_INVALID,
  VISIT_DATE_OUTSIDE_RANGE,
  VISIT_DATE_REQUIRED,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addSchedulingOrder, readVisit } from '../../../test/fixtures/index.ts';

const LIST = ordersForSchedulingCall.path;
const SAVE = updateVisitDateCall.path;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;
/** 14:00 UTC three days from now: every open range below starts there and ends 8 hours later */
let begin: Date;
let end: Date;

const iso = (d: Date) => d.toISOString();
const list = (token: string) => api(server, LIST, { token });
const save = (body: Record<string, unknown>, token: string | null = me.token) =>
  api(server, SAVE, { method: 'POST', body, ...(token === null ? {} : { token }) });

async function openOrder(extra: Partial<Parameters<typeof addSchedulingOrder>[2]> = {}) {
  return addSchedulingOrder(server.db, me.vendorId, { beginService: begin, serviceEnd: end, ...extra });
}

async function listed(token = me.token): Promise<SchedulingOrder[]> {
  const res = await list(token);
  expect(res.status).toBe(200);
  return ordersForSchedulingResponse.parse(res.json).ordersScheduling;
}

beforeAll(async () => {
  me = await server.signIn();
  other = await server.signIn();
  const day = new Date(Date.now() + 3 * DAY);
  begin = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14));
  end = new Date(begin.getTime() + 8 * HOUR);
});

describe('GET /api/get-orders-for-scheduling-by-vend-num', () => {
  it('answers 401 without a session', async () => {
    const res = await api(server, LIST);
    expect(res.status).toBe(401);
  });

  it("lists the vendor's crew lines open for scheduling, with the SPEC's field names", async () => {
    const single = await openOrder({ comment: '<p>Clean the <strong>coils</strong>.</p>', nte: '1250.50' });
    const multi = await openOrder({ serviceEnd: new Date(begin.getTime() + 3 * DAY), serviceDays: 3 });
    const dispatched = await openOrder({ statusCode: 'DISPATCHED' });
    const completed = await openOrder({ statusCode: 'COMPLETED' });
    const scheduled = await openOrder({ visitDate: new Date(begin.getTime() + HOUR) });
    const past = await openOrder({
      beginService: new Date(Date.now() - 3 * DAY),
      serviceEnd: new Date(Date.now() - 2 * DAY),
    });
    const noRange = await openOrder({ beginService: null, serviceEnd: null });
    const theirs = await addSchedulingOrder(server.db, other.vendorId, {
      beginService: begin,
      serviceEnd: end,
    });

    const rows = await listed();
    const ids = rows.map((r) => r.ocdId);
    expect(ids).toEqual(expect.arrayContaining([single.ocdId, multi.ocdId, dispatched.ocdId]));
    for (const excluded of [completed, scheduled, past, noRange, theirs])
      expect(ids).not.toContain(excluded.ocdId);

    expect(rows.find((r) => r.ocdId === single.ocdId)).toEqual({
      ocdId: single.ocdId,
      ordNum: single.ordNum,
      poNum: single.poNum,
      task: 'Preventive Maintenance',
      orderComment: '<p>Clean the <strong>coils</strong>.</p>',
      beginService: iso(begin),
      serviceEnd: iso(end),
      serviceDays: 1,
      nte: 1250.5,
      cleintCode: single.clientCode,
      loc: expect.stringMatching(/^S\d+$/),
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
      address: expect.stringMatching(/^\d+ Main St, Suite 4$/),
      phone: '5185550100',
      status: 'Open',
    });
    // multi-day orders are listed; the rule refuses them when they are picked
    expect(rows.find((r) => r.ocdId === multi.ocdId)?.serviceDays).toBe(3);
    expect(rows.find((r) => r.ocdId === dispatched.ocdId)?.status).toBe('Dispatched');

    const theirRows = await listed(other.token);
    expect(theirRows.map((r) => r.ocdId)).toEqual([theirs.ocdId]);
  });
});

describe('POST /api/update-order-crew-detail-visit-date', () => {
  const body = (
    line: { ocdId: number; ordNum: number },
    visitDate: string,
    comment = '<p>On my way.</p>',
  ) => ({
    ocdId: line.ocdId,
    ordNum: line.ordNum,
    visitDate,
    comment,
  });

  it('answers 401 without a session and changes nothing', async () => {
    const line = await openOrder();
    const res = await save(body(line, iso(new Date(begin.getTime() + HOUR))), null);
    expect(res.status).toBe(401);
    expect((await readVisit(server.db, line.ocdId)).visit_date).toBeNull();
  });

  it('records a visit inside the range on the crew line, with the comment sanitized', async () => {
    const line = await openOrder();
    const visit = new Date(begin.getTime() + 2 * HOUR);
    const res = await save(
      body(
        line,
        iso(visit),
        '<p onclick="alert(1)">Arriving <em>early</em></p><img src=x onerror=alert(1)><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">x</a>',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: VISIT_DATE_ADDED, visitDate: iso(visit) });

    const stored = await readVisit(server.db, line.ocdId);
    expect(stored.visit_date?.toISOString()).toBe(iso(visit));
    expect(stored.visit_comment).toBe(
      '<p>Arriving <em>early</em></p><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(stored.visit_scheduled_by).toBe(me.userId);
    expect(stored.visit_scheduled_at).toBeInstanceOf(Date);
    // scheduled: no longer open for scheduling, and the work order's Crew section shows the visit
    expect((await listed()).map((r) => r.ocdId)).not.toContain(line.ocdId);
    const crew = await server.call(
      getCrewDetailsCall,
      { params: { crewId: line.crewId }, query: { ordNum: line.ordNum } },
      { as: me },
    );
    expect(crew.status).toBe(200);
    expect(getCrewDetailsResponse.parse(crew.json).crewDetails).toEqual([
      {
        ocdId: line.ocdId,
        ordNum: line.ordNum,
        visitDate: iso(visit),
        // the comment saved with the date is shown with the visit (issue 15)
        visitComment: '<p>Arriving <em>early</em></p><a target="_blank" rel="noopener noreferrer">x</a>',
        status: 'Assigned',
        nte: '1250.50',
      },
    ]);

    const again = await save(body(line, iso(visit)));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(notOpenForScheduling(REASON_ALREADY_SCHEDULED));
  });

  it('takes both ends of the range and reads the offset of the visit date', async () => {
    const atBegin = await openOrder();
    expect((await save(body(atBegin, iso(begin)))).status).toBe(200);
    const atEnd = await openOrder();
    expect((await save(body(atEnd, iso(end)))).status).toBe(200);

    // 14:00 UTC is 09:00 at -05:00: one hour later there is inside the range…
    const local = `${iso(begin).slice(0, 10)}T10:00:00-05:00`;
    const withOffset = await openOrder();
    expect((await save(body(withOffset, local))).status).toBe(200);
    expect((await readVisit(server.db, withOffset.ocdId)).visit_date?.toISOString()).toBe(
      iso(new Date(begin.getTime() + HOUR)),
    );
    // …while the same wall-clock time at +05:00 is 05:00 UTC, before the range
    const east = await openOrder();
    const res = await save(body(east, `${iso(begin).slice(0, 10)}T10:00:00+05:00`));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(VISIT_DATE_OUTSIDE_RANGE);
  });

  it('refuses a visit date outside the range and changes nothing', async () => {
    const line = await openOrder();
    for (const visit of [new Date(begin.getTime() - 60_000), new Date(end.getTime() + 60_000)]) {
      const res = await save(body(line, iso(visit)));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(VISIT_DATE_OUTSIDE_RANGE);
    }
    expect(await readVisit(server.db, line.ocdId)).toMatchObject({ visit_date: null, visit_comment: null });
  });

  it('refuses an order whose serviceDays is above 1', async () => {
    const line = await openOrder({ serviceEnd: new Date(begin.getTime() + 2 * DAY), serviceDays: 2 });
    const res = await save(body(line, iso(new Date(begin.getTime() + HOUR))));
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(SERVICE_DAYS_CONSTRAINT);
    expect((await readVisit(server.db, line.ocdId)).visit_date).toBeNull();
  });

  it('refuses orders that are not open for scheduling, saying why', async () => {
    const completed = await openOrder({ statusCode: 'COMPLETED' });
    const past = await openOrder({
      beginService: new Date(Date.now() - 3 * DAY),
      serviceEnd: new Date(Date.now() - 2 * DAY),
    });
    const noRange = await openOrder({ beginService: null, serviceEnd: null });
    const cases = [
      { line: completed, visit: new Date(begin.getTime() + HOUR), reason: reasonStatus('Completed') },
      { line: past, visit: new Date(Date.now() - 2.5 * DAY), reason: REASON_RANGE_PAST },
      { line: noRange, visit: new Date(begin.getTime() + HOUR), reason: REASON_NO_SERVICE_RANGE },
    ];
    for (const { line, visit, reason } of cases) {
      const res = await save(body(line, iso(visit)));
      expect(res.status).toBe(409);
      expect(res.json.error).toBe(notOpenForScheduling(reason));
      expect((await readVisit(server.db, line.ocdId)).visit_date).toBeNull();
    }
  });

  it("answers 404 for another vendor's crew line, an unknown one, or a mismatched ordNum", async () => {
    const mine = await openOrder();
    const visit = iso(new Date(begin.getTime() + HOUR));
    const theirAttempt = await save(body(mine, visit), other.token);
    expect(theirAttempt.status).toBe(404);
    expect(theirAttempt.json.error).toBe(SCHEDULING_ORDER_NOT_FOUND);

    const theirs = await addSchedulingOrder(server.db, other.vendorId, {
      beginService: begin,
      serviceEnd: end,
    });
    const unknown = { ocdId: 2_000_000_000, ordNum: mine.ordNum };
    const mismatched = { ocdId: mine.ocdId, ordNum: theirs.ordNum };
    for (const line of [theirs, unknown, mismatched]) {
      const res = await save(body(line, visit));
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(SCHEDULING_ORDER_NOT_FOUND);
    }
    expect((await readVisit(server.db, mine.ocdId)).visit_date).toBeNull();
    expect((await readVisit(server.db, theirs.ocdId)).visit_date).toBeNull();
  });

  it('requires the date and the comment, and a date with its offset', async () => {
    const line = await openOrder();
    const visit = iso(new Date(begin.getTime() + HOUR));
    const cases: [Record<string, unknown>, string][] = [
      [{ ocdId: line.ocdId, ordNum: line.ordNum, comment: '<p>x</p>' }, VISIT_DATE_REQUIRED],
      [body(line, '  '), VISIT_DATE_REQUIRED],
      [body(line, `${visit.slice(0, 16)}`), VISIT_DATE_INVALID],
      [body(line, 'tomorrow'), VISIT_DATE_INVALID],
      [body(line, '2030-02-30T10:00:00Z'), VISIT_DATE_INVALID],
      [{ ocdId: line.ocdId, ordNum: line.ordNum, visitDate: visit }, VISIT_COMMENT_REQUIRED],
      [body(line, visit, '<p> </p><p><br></p>'), VISIT_COMMENT_REQUIRED],
      [body(line, visit, '<img src=x onerror=alert(1)>'), VISIT_COMMENT_REQUIRED],
    ];
    for (const [request, message] of cases) {
      const res = await save(request);
      expect(res.status, JSON.stringify(request)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    for (const request of [
      { ordNum: line.ordNum, visitDate: visit, comment: '<p>x</p>' },
      { ocdId: String(line.ocdId), ordNum: line.ordNum, visitDate: visit, comment: '<p>x</p>' },
      { ocdId: line.ocdId, ordNum: 1.5, visitDate: visit, comment: '<p>x</p>' },
      body(line, visit, `<p>${'x'.repeat(20_001)}</p>`),
    ]) {
      const res = await save(request);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatch(/^Invalid request: /);
    }
    expect((await readVisit(server.db, line.ocdId)).visit_date).toBeNull();
  });
});
