// A Technician reaches only the work orders assigned to them (issue 40 point 3), over real HTTP and
// PostgreSQL: every work-order call on an order not assigned to them answers exactly as another
// vendor's order does (404, the same text), the lists (search, scheduling) hold only their crew lines,
// and a change of assignment shows in the next search (a kept answer is not reused). Office users reach
// every order of the company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREW_LINE_NOT_FOUND,
  WORK_ORDER_DOCUMENT_NOT_FOUND,
  WORK_ORDER_NOT_FOUND,
  assignCrewLinesCall,
  createOrderNoteCall,
  createUploadUrlCall,
  crewLineTechniciansCall,
  deleteDocumentCall,
  getApprovedDocumentsCall,
  getClientInstructionCall,
  getCrewDetailsCall,
  getDocumentUrlCall,
  getOrderDetailCall,
  getOrderHoursCall,
  getOrderNotesCall,
  getPendingDocumentsCall,
  getRecurSummaryCall,
  myWorkCall,
  myWorkResponse,
  ordersForSchedulingCall,
  printWorkOrdersCall,
  searchWorkOrdersCall,
  updateVisitDateCall,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addSchedulingOrder,
  addTestOrder,
  signInUser,
  type SignedIn,
  type TestOrder,
} from '../../../test/fixtures/index.ts';

let server: TestServer;
let office: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;
let mine: TestOrder;
let notMine: TestOrder;
let theirs: TestOrder;
const documentOf: Record<string, number> = {};

async function addDocument(vendorId: number, ordNum: number): Promise<number> {
  const row = await server.db
    .insertInto('order_documents')
    .values({
      vendor_id: vendorId,
      ord_num: ordNum,
      type_code: 'General',
      file_name: 'note.pdf',
      file_extension: 'pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      blob_key: `order-documents/test/${ordNum}-${Date.now()}.pdf`,
      input_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  office = await signInUser(server, { roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  mine = await addTestOrder(server.db, office.vendorId);
  notMine = await addTestOrder(server.db, office.vendorId);
  theirs = await addTestOrder(server.db, stranger.vendorId);
  const assigned = await server.call(
    assignCrewLinesCall,
    { body: { ocdIds: [mine.ocdId], userIds: [technician.userId] } },
    { as: office },
  );
  expect(assigned.status).toBe(200);
  for (const [name, order] of [
    ['mine', mine],
    ['notMine', notMine],
    ['theirs', theirs],
  ] as const)
    documentOf[name] = await addDocument(
      name === 'theirs' ? stranger.vendorId : office.vendorId,
      order.ordNum,
    );
});
afterAll(() => server.close());

/** Every work-order call that names one order, as it names `order` (and its document). */
function callsOn(order: TestOrder, documentId: number) {
  const { ordNum, ocdId, crewId } = order;
  return [
    [getOrderDetailCall, { params: { id: ocdId } }],
    [getRecurSummaryCall, { params: { ordNum } }],
    [getClientInstructionCall, { params: { ordNum } }],
    [getOrderHoursCall, { params: { ordNum } }],
    [getCrewDetailsCall, { params: { crewId }, query: { ordNum } }],
    [getOrderNotesCall, { params: { ordNum } }],
    [createOrderNoteCall, { body: { ordNum, note: 'On my way' } }],
    [getApprovedDocumentsCall, { params: { ordNum } }],
    [getPendingDocumentsCall, { params: { ordNum } }],
    [
      createUploadUrlCall,
      { body: { FileName: 'a.pdf', Type: 'General', FileExtension: 'pdf', OrdNum: ordNum } },
    ],
    [getDocumentUrlCall, { params: { id: documentId } }],
    [crewLineTechniciansCall, { params: { ocdId } }],
    [printWorkOrdersCall, { body: { crewDetailIds: [ocdId], actionType: 3, timezone: 'America/New_York' } }],
    [
      updateVisitDateCall,
      { body: { ocdId, ordNum, visitDate: '2026-12-01T15:00:00.000Z', comment: 'On site at nine' } },
    ],
  ] as [{ id: string; path: string }, unknown][];
}

describe("a Technician's reach", () => {
  it("answers every call on an order not assigned to them as on another vendor's order", async () => {
    const own = callsOn(notMine, documentOf.notMine!);
    const foreign = callsOn(theirs, documentOf.theirs!);
    for (const [i, [call, input]] of own.entries()) {
      const res = await server.send(call as never, input as never, { as: technician });
      // another vendor's order, as a user who reaches all of their own company's, answers it so
      const elsewhere = await server.send(call as never, foreign[i]![1] as never, { as: office });
      expect([res.status, res.json.error], call.id).toEqual([elsewhere.status, elsewhere.json.error]);
      expect(res.status, call.id).toBe(404);
      expect([WORK_ORDER_NOT_FOUND, WORK_ORDER_DOCUMENT_NOT_FOUND, CREW_LINE_NOT_FOUND]).toContain(
        res.json.error,
      );
    }
    const removal = await server.call(
      deleteDocumentCall,
      { params: { id: documentOf.notMine! } },
      { as: technician },
    );
    expect([removal.status, removal.json.error]).toEqual([404, WORK_ORDER_DOCUMENT_NOT_FOUND]);
  });

  it("answers a write with a fault of its own on an order out of reach as on another vendor's order", async () => {
    // the writes check the request's own faults first (they reveal nothing about any order): a
    // Technician learns no more from a bad request on the company's other orders than on another vendor's
    const bad = (order: TestOrder) =>
      [
        [createOrderNoteCall, { body: { ordNum: order.ordNum, note: '   ' } }],
        [
          createUploadUrlCall,
          { body: { FileName: 'a.exe', Type: 'General', FileExtension: 'exe', OrdNum: order.ordNum } },
        ],
        [
          updateVisitDateCall,
          { body: { ocdId: order.ocdId, ordNum: order.ordNum, visitDate: '2026-12-01', comment: '' } },
        ],
      ] as [{ id: string }, unknown][];
    const foreign = bad(theirs);
    for (const [i, [call, input]] of bad(notMine).entries()) {
      const res = await server.send(call as never, input as never, { as: technician });
      const elsewhere = await server.send(call as never, foreign[i]![1] as never, { as: office });
      expect([res.status, res.json.error], call.id).toEqual([elsewhere.status, elsewhere.json.error]);
      expect(res.status, call.id).toBe(400);
    }
  });

  it('lets them make the same calls on the order assigned to them', async () => {
    for (const [call, input] of callsOn(mine, documentOf.mine!)) {
      // the print and the visit date answer by their own rules (a PDF, a date outside the range):
      // what matters is that the order was reached
      const res = await server.send(call as never, input as never, { as: technician });
      expect(res.status, `${call.id} ${res.text.slice(0, 200)}`).not.toBe(404);
      expect(res.status, call.id).toBeLessThan(500);
    }
  });

  it('lets an Office user reach every order of the company', async () => {
    for (const [call, input] of callsOn(notMine, documentOf.notMine!)) {
      const res = await server.send(call as never, input as never, { as: office });
      expect(res.status, call.id).not.toBe(404);
    }
  });

  it('lists only their crew lines, and follows a change of assignment at the next search', async () => {
    const body = { onsiteStartDate: '2026-03-01', onsiteEndDate: '2026-03-03' };
    const ocdIdsOf = async (as: SignedIn) => {
      const res = await server.call(searchWorkOrdersCall, { body }, { as });
      expect(res.status).toBe(200);
      return (res.json as { vendors: { ocdId: number }[] }).vendors.map((row) => row.ocdId);
    };
    expect(await ocdIdsOf(technician)).toEqual([mine.ocdId]);
    expect(await ocdIdsOf(office)).toEqual(expect.arrayContaining([mine.ocdId, notMine.ocdId]));
    await server.call(
      assignCrewLinesCall,
      { body: { ocdIds: [notMine.ocdId], userIds: [technician.userId] } },
      { as: office },
    );
    expect((await ocdIdsOf(technician)).sort()).toEqual([mine.ocdId, notMine.ocdId].sort());
    await server.call(
      assignCrewLinesCall,
      { body: { ocdIds: [notMine.ocdId], userIds: [] } },
      { as: office },
    );
    expect(await ocdIdsOf(technician)).toEqual([mine.ocdId]);
  });

  it('lists only their crew lines open for scheduling', async () => {
    const day = 86_400_000;
    const range = { beginService: new Date(Date.now() - day), serviceEnd: new Date(Date.now() + 30 * day) };
    const open = await addSchedulingOrder(server.db, office.vendorId, range);
    const assignedOpen = await addSchedulingOrder(server.db, office.vendorId, range);
    await server.call(
      assignCrewLinesCall,
      { body: { ocdIds: [assignedOpen.ocdId], userIds: [technician.userId] } },
      { as: office },
    );
    const listed = async (as: SignedIn) =>
      (
        (await server.call(ordersForSchedulingCall, {}, { as })).json as {
          ordersScheduling: { ocdId: number }[];
        }
      ).ordersScheduling.map((row) => row.ocdId);
    expect(await listed(technician)).toEqual([assignedOpen.ocdId]);
    expect(await listed(office)).toEqual(expect.arrayContaining([open.ocdId, assignedOpen.ocdId]));
  });
});

describe('My work', () => {
  it("lists the user's assigned crew lines today's first, then the coming ones, then the past ones", async () => {
    const worker = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const lines: Record<string, TestOrder> = {};
    for (const [name, workDate] of [
      ['past', at(-3)],
      ['nextWeek', at(7)],
      ['today', new Date()],
      ['tomorrow', at(1)],
      ['visitToday', at(-40)],
    ] as const) {
      const line = await addTestOrder(server.db, office.vendorId);
      await server.db
        .updateTable('crew_details')
        .set({ work_date: workDate, visit_date: null })
        .where('ocd_id', '=', line.ocdId)
        .execute();
      lines[name] = line;
    }
    // a visit date set today puts an old order on today's list
    await server.db
      .updateTable('crew_details')
      .set({ visit_date: new Date() })
      .where('ocd_id', '=', lines.visitToday!.ocdId)
      .execute();
    const assigned = await server.call(
      assignCrewLinesCall,
      { body: { ocdIds: Object.values(lines).map((l) => l.ocdId), userIds: [worker.userId] } },
      { as: office },
    );
    expect(assigned.status).toBe(200);

    const res = await server.call(myWorkCall, { query: { timezone: 'UTC' } }, { as: worker });
    expect(res.status, res.text).toBe(200);
    const { items } = myWorkResponse.parse(res.json);
    const order = items.map((item) => Object.keys(lines).find((name) => lines[name]!.ocdId === item.ocdId));
    expect(order.slice(0, 2).sort()).toEqual(['today', 'visitToday']);
    expect(order.slice(2)).toEqual(['tomorrow', 'nextWeek', 'past']);
    expect(items.filter((item) => item.today)).toHaveLength(2);
    expect(items[0]).toMatchObject({ poNum: expect.any(String), orderStatus: expect.any(String) });
    // nobody else's crew lines: an Office user with none assigned has an empty list
    expect(
      myWorkResponse.parse((await server.call(myWorkCall, { query: {} }, { as: office })).json).items,
    ).toEqual([]);
  });

  it('refuses an unknown time zone and unknown query fields with a 400', async () => {
    const bad = await server.send(myWorkCall, { query: { timezone: 'Mars/Olympus' } }, { as: technician });
    expect(bad.status).toBe(400);
    const extra = await server.send(myWorkCall, { query: { vendorId: '1' } } as never, { as: technician });
    expect(extra.status).toBe(400);
  });
});
