// The details sections' calls over real HTTP and PostgreSQL: what each answers, that another vendor's
// order answers 404 like a missing one and that a signed-out call gets 401, and notes' rules.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  createOrderNoteCall,
  getClientInstructionCall,
  getClientInstructionResponse,
  getCrewDetailsCall,
  getCrewDetailsResponse,
  getOrderDetailCall,
  getOrderDetailResponse,
  getOrderHoursCall,
  getOrderHoursResponse,
  getOrderNotesCall,
  getOrderNotesResponse,
  getRecurSummaryCall,
  getRecurSummaryResponse,
  WORK_ORDER_NOT_FOUND,
  WORK_ORDER_NOTE_ADDED,
  WORK_ORDER_NOTE_REQUIRED,
  WORK_ORDER_NOTE_TYPE_INVALID,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addTestOrder, type TestOrder } from '../../../test/fixtures/index.ts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;
let order: TestOrder;
let theirs: TestOrder;
const HOSTILE =
  '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';

beforeAll(async () => {
  me = await server.signIn();
  other = await server.signIn();
  order = await addTestOrder(server.db, me.vendorId, { comment: '<p>Scope <strong>bold</strong></p>' });
  theirs = await addTestOrder(server.db, other.vendorId);
  const year = new Date().getUTCFullYear();
  await server.db
    .insertInto('recur_summaries')
    .values([
      { ord_num: order.ordNum, recur_no: 2, task: 'Filter change', category: 'HVAC', year, jan: 1, jul: 2 },
      { ord_num: order.ordNum, recur_no: 1, task: 'Inspection', category: 'HVAC', year, dece: 3 },
      {
        ord_num: order.ordNum,
        recur_no: 1,
        task: 'Inspection',
        category: 'HVAC',
        year: year + 1,
        mar: 4,
        apr: 1,
      },
    ])
    .execute();
  await server.db
    .insertInto('client_instructions')
    .values({ ord_num: order.ordNum, html: '<p>Check in at the front desk.</p>' })
    .execute();
  await server.db
    .insertInto('order_hours')
    .values([
      {
        ord_num: order.ordNum,
        vendor_id: me.vendorId,
        start_at: '2026-03-03T15:30:00Z',
        end_at: '2026-03-03T18:00:00Z',
        hours: '2.50',
        techs: 2,
        input_by: 'IVR',
        input_at: '2026-03-03T18:00:05Z',
        caller_id: '5185550142',
        method: 'Phone',
      },
      // another vendor's check-in on the same order is not shown
      { ord_num: order.ordNum, vendor_id: other.vendorId, start_at: '2026-03-04T10:00:00Z', hours: 1 },
    ])
    .execute();
  await server.db
    .insertInto('order_notes')
    .values([
      {
        ord_num: order.ordNum,
        vendor_id: null,
        note_type: 'Provider Notes',
        notes: '<p>Gate code 1234</p>',
        input_by: 'Dispatch',
        created_at: '2026-03-01T10:00:00Z',
      },
      {
        ord_num: order.ordNum,
        vendor_id: other.vendorId,
        note_type: 'Tech Notes',
        notes: '<p>theirs</p>',
        input_by: 'X',
        created_at: '2026-03-01T11:00:00Z',
      },
    ])
    .execute();
});

const get = (path: string, token: string | null = me.token) =>
  api(server, path, token === null ? {} : { token });

describe('the details sections', () => {
  it('Work Order Information: every field of the order of the crew line', async () => {
    const res = await get(callUrl(getOrderDetailCall, { params: { id: order.ocdId } }));
    expect(res.status).toBe(200);
    const { orderDetail } = getOrderDetailResponse.parse(res.json);
    expect(orderDetail).toEqual({
      ocdId: order.ocdId,
      ordNum: order.ordNum,
      crewId: order.crewId,
      poNum: order.poNum,
      location: expect.stringMatching(/^S-/),
      company: expect.stringMatching(/^Store /),
      clientCode: order.clientCode,
      clientName: expect.stringMatching(/^Details Client /),
      clientPO: expect.stringMatching(/^CPO-/),
      orderStatus: 'In Progress',
      category: 'HVAC',
      orderType: 'Repair',
      priority: 'P2 - 24 Hours',
      address1: '12 Main St',
      address2: 'Suite 4',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      orderComment: '<p>Scope <strong>bold</strong></p>',
      additionalInformation: '<p>Call ahead.</p>',
    });
  });

  it('Recur Info: rows by Recur #, months defaulting to 0, this-year and next-year totals', async () => {
    const res = await get(callUrl(getRecurSummaryCall, { params: { ordNum: order.ordNum } }));
    expect(res.status).toBe(200);
    const body = getRecurSummaryResponse.parse(res.json);
    expect(body.year).toBe(new Date().getUTCFullYear());
    expect(
      body.recurSummary.map((r) => [r.recurNo, r.task, r.jan, r.jul, r.dece, r.feb, r.thisYear, r.nextYear]),
    ).toEqual([
      [1, 'Inspection', 0, 0, 3, 0, 3, 5],
      [2, 'Filter change', 1, 2, 0, 0, 3, 0],
    ]);
  });

  it("IVR: the instructions as HTML and only the vendor's own check-ins, with every field", async () => {
    const instruction = await get(callUrl(getClientInstructionCall, { params: { ordNum: order.ordNum } }));
    expect(getClientInstructionResponse.parse(instruction.json)).toEqual({
      clientInstruction: '<p>Check in at the front desk.</p>',
    });
    const none = await get(
      callUrl(getClientInstructionCall, {
        params: { ordNum: (await addTestOrder(server.db, me.vendorId)).ordNum },
      }),
    );
    expect(none.json).toEqual({ clientInstruction: '' });

    const hours = await get(callUrl(getOrderHoursCall, { params: { ordNum: order.ordNum } }));
    expect(hours.status).toBe(200);
    const { orderHours } = getOrderHoursResponse.parse(hours.json);
    expect(orderHours).toEqual([
      {
        id: expect.any(Number),
        vendor: 'Test Vendor Co',
        vendorNumber: me.vendorNum,
        startDateTime: '2026-03-03T15:30:00.000Z',
        endDateTime: '2026-03-03T18:00:00.000Z',
        hours: 2.5,
        tech: 2,
        inputBy: 'IVR',
        inputDate: '2026-03-03T18:00:05.000Z',
        callerId: '5185550142',
        method: 'Phone',
        // a check-in of the IVR has no position or work done (a web one's: check-ins.test.ts)
        siteState: null,
        distanceMeters: null,
        workDone: null,
      },
    ]);
  });

  it('Crew: the visit date, status and NTE as exact money', async () => {
    const res = await get(
      `${callUrl(getCrewDetailsCall, { params: { crewId: order.crewId } })}?ordNum=${order.ordNum}`,
    );
    expect(res.status).toBe(200);
    expect(getCrewDetailsResponse.parse(res.json).crewDetails).toEqual([
      {
        ocdId: order.ocdId,
        ordNum: order.ordNum,
        visitDate: '2026-03-03T15:30:00.000Z',
        visitComment: '<p>Two technicians</p>',
        status: 'Assigned',
        nte: '1234.50',
      },
    ]);
    // without the order, every crew line of that crew of the vendor
    const all = await get(callUrl(getCrewDetailsCall, { params: { crewId: order.crewId } }));
    expect(all.status).toBe(200);
  });

  it("Notes: the vendor's and the provider's notes, newest first, never another vendor's", async () => {
    const res = await get(callUrl(getOrderNotesCall, { params: { ordNum: order.ordNum } }));
    expect(res.status).toBe(200);
    const { orderNotes } = getOrderNotesResponse.parse(res.json);
    expect(orderNotes.map((n) => [n.notes, n.notesType, n.inputBy, n.inputDate])).toEqual([
      ['<p>Gate code 1234</p>', 'Provider Notes', 'Dispatch', '2026-03-01T10:00:00.000Z'],
    ]);
  });
});

describe('adding a note', () => {
  const create = (body: unknown, token: string | null = me.token) =>
    api(server, createOrderNoteCall.path, {
      method: 'POST',
      body,
      ...(token === null ? {} : { token }),
    });

  it("stores a Tech Notes note, sanitized, signed by the session's user, and lists it first", async () => {
    const res = await create({
      ordNum: order.ordNum,
      vendNum: 999,
      currentUser: 12345,
      noteType: 'Tech Notes',
      note: HOSTILE,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: WORK_ORDER_NOTE_ADDED });
    const stored = res.json.orderNote as { notes: string; inputBy: string; notesType: string };
    expect(stored.notes).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(stored.notes).toContain('Hi');
    expect(stored).toMatchObject({ notesType: 'Tech Notes', inputBy: 'Test User' });

    const list = getOrderNotesResponse.parse(
      (await get(callUrl(getOrderNotesCall, { params: { ordNum: order.ordNum } }))).json,
    );
    expect(list.orderNotes[0]!.notes).toBe(stored.notes);
    const row = await server.db
      .selectFrom('order_notes')
      .selectAll()
      .where('notes', '=', stored.notes)
      .executeTakeFirstOrThrow();
    // the vendor and the author are the session's, whatever the body said
    expect([row.vendor_id, row.user_id]).toEqual([me.vendorId, me.userId]);
  });

  it('refuses an empty comment, one of only markup or script, and another note type, storing nothing', async () => {
    const before = await server.db
      .selectFrom('order_notes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const note of [
      undefined,
      '',
      '   ',
      '<p></p>',
      '<p>&nbsp;</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      const res = await create({ ordNum: order.ordNum, noteType: 'Tech Notes', note });
      expect(res.status, String(note)).toBe(400);
      expect(res.json.error).toBe(WORK_ORDER_NOTE_REQUIRED);
    }
    const wrongType = await create({ ordNum: order.ordNum, noteType: 'Other', note: '<p>x</p>' });
    expect([wrongType.status, wrongType.json.error]).toEqual([400, WORK_ORDER_NOTE_TYPE_INVALID]);
    const tooLong = await create({ ordNum: order.ordNum, note: `<p>${'x'.repeat(20_001)}</p>` });
    expect(tooLong.status).toBe(400);
    const badOrder = await create({ ordNum: 'abc', note: '<p>x</p>' });
    expect(badOrder.status).toBe(400);
    const after = await server.db
      .selectFrom('order_notes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("answers 404 on another vendor's order and 401 signed out, storing nothing", async () => {
    const theirsRes = await create({ ordNum: theirs.ordNum, note: '<p>x</p>' });
    expect([theirsRes.status, theirsRes.json.error]).toEqual([404, WORK_ORDER_NOT_FOUND]);
    const missing = await create({ ordNum: 2_000_000_000, note: '<p>x</p>' });
    expect([missing.status, missing.json.error]).toEqual([404, WORK_ORDER_NOT_FOUND]);
    expect((await create({ ordNum: order.ordNum, note: '<p>x</p>' }, null)).status).toBe(401);
    const rows = await server.db
      .selectFrom('order_notes')
      .select('id')
      .where('ord_num', '=', theirs.ordNum)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('every section call', () => {
  const paths = (o: TestOrder) => [
    callUrl(getOrderDetailCall, { params: { id: o.ocdId } }),
    callUrl(getRecurSummaryCall, { params: { ordNum: o.ordNum } }),
    callUrl(getClientInstructionCall, { params: { ordNum: o.ordNum } }),
    callUrl(getOrderHoursCall, { params: { ordNum: o.ordNum } }),
    callUrl(getCrewDetailsCall, { params: { crewId: o.crewId } }),
    `${callUrl(getCrewDetailsCall, { params: { crewId: o.crewId } })}?ordNum=${o.ordNum}`,
    callUrl(getOrderNotesCall, { params: { ordNum: o.ordNum } }),
  ];

  it("answers another vendor's order exactly like a missing one (404)", async () => {
    for (const path of paths(theirs)) {
      const res = await get(path);
      expect([res.status, res.json.error], path).toEqual([404, WORK_ORDER_NOT_FOUND]);
    }
    const missing = { ...theirs, ocdId: 2_000_000_000, ordNum: 2_000_000_000, crewId: 2_000_000_000 };
    for (const path of paths(missing)) {
      const res = await get(path);
      expect([res.status, res.json.error], path).toEqual([404, WORK_ORDER_NOT_FOUND]);
    }
    // my crew id with their order number
    const mixed = await get(
      `${callUrl(getCrewDetailsCall, { params: { crewId: order.crewId } })}?ordNum=${theirs.ordNum}`,
    );
    expect(mixed.status).toBe(404);
  });

  it('answers each vendor for itself when both open the same order at once (shared checks, decision 074)', async () => {
    // the other vendor asks for my order at the same moment as I do, both with every section at once:
    // the order check is shared only between calls of the same vendor
    const mine = paths(order).map((path) => get(path));
    const theirTry = paths(order).map((path) => get(path, other.token));
    const [mineAnswers, theirAnswers] = await Promise.all([Promise.all(mine), Promise.all(theirTry)]);
    expect(mineAnswers.map((r) => r.status)).toEqual(paths(order).map(() => 200));
    expect(theirAnswers.map((r) => r.status)).toEqual(paths(order).map(() => 404));
  });

  it('answers 401 without a session and 400 for ids that are not ids', async () => {
    for (const path of paths(order)) expect((await get(path, null)).status, path).toBe(401);
    for (const path of paths({ ...order, ocdId: -1, ordNum: 0, crewId: 'x' as unknown as number })) {
      expect((await get(path)).status, path).toBe(400);
    }
  });
});
