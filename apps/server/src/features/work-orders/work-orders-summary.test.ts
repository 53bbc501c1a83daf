// The dashboard's work-order and documents tiles (issue 40 point 6, decision 111) over real HTTP and
// PostgreSQL, against seeded rows: each count exactly, with the rows that must not count (another
// vendor's, closed orders, other days, outside the list's window); the list each tile opens (the search
// with its `attention`) shows the rows counted; opening an order's notes reads the company's notes for
// that user only; a Technician counts only their assigned crew lines; no session is 401.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentsSummaryCall,
  getOrderNotesCall,
  ordersForSchedulingCall,
  ordersForSchedulingResponse,
  searchWorkOrdersCall,
  searchWorkOrdersResponse,
  tileSearch,
  workOrdersSummaryCall,
  workOrdersSummaryResponse,
  type WorkOrderTile,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addOrder, addPlace, day, signInUser, type SignedIn } from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let office: SignedIn;
let finance: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;
const po: Record<string, number> = {};
const ord: Record<string, number> = {};

/** Noon UTC `n` days from today: the tiles below read days in UTC. */
const noon = (n: number) => new Date(`${day(n)}T12:00:00Z`);
const TODAY = () => day(0);
const LIMIT = '12';

async function companyNote(ordNum: number) {
  await server.db
    .insertInto('order_notes')
    .values({
      ord_num: ordNum,
      vendor_id: null,
      note_type: 'Dispatch Notes',
      notes: '<p>Call first.</p>',
      input_by: 'Dispatch',
    })
    .execute();
}

async function document(vendorId: number, ordNum: number, status: 'pending' | 'approved' | 'rejected') {
  await server.db
    .insertInto('order_documents')
    .values({
      ord_num: ordNum,
      vendor_id: vendorId,
      type_code: 'Invoice',
      file_name: 'a.pdf',
      file_extension: 'pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      blob_key: `k-${vendorId}-${ordNum}-${status}-${Math.random()}`,
      status,
      input_by: 'Office',
      ...(status === 'rejected' ? { rejection_reason: 'Unreadable' } : {}),
    })
    .execute();
}

beforeAll(async () => {
  await server.db
    .insertInto('portal_settings')
    .values({ key: 'woHistoryMonthLimit', value: LIMIT })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: LIMIT }))
    .execute();
  office = await signInUser(server, { roles: ['Office'] });
  finance = await signInUser(server, { vendorId: office.vendorId, roles: ['Finance'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  const place = await addPlace(server.db, { storeNumber: 'D1' });
  const rows: [string, number, string][] = [
    ['TODAY-OPEN', 0, 'OPEN'],
    ['TODAY-DONE', 0, 'COMPLETED'],
    ['LATE-1', -1, 'IN PROGRESS'],
    ['LATE-10', -10, 'ON HOLD'],
    ['GONE-10', -10, 'CANCELLED'],
    ['NEXT', 1, 'OPEN'],
    // before the list's window (12 months): the list cannot show it, so no tile counts it
    ['ANCIENT', -400, 'OPEN'],
  ];
  for (const [poNum, n, statusCode] of rows) {
    const line = await addOrder(server.db, office.vendorId, place, { poNum, workDate: noon(n), statusCode });
    po[poNum] = line.ocdId;
    ord[poNum] = line.ordNum;
  }
  const theirs = await addOrder(server.db, stranger.vendorId, place, { poNum: 'THEIRS', workDate: noon(-1) });
  ord.THEIRS = theirs.ordNum;
  // its service runs on for days, so that it is still to be scheduled whatever the hour of the run
  // (it ended at noon UTC today, and the "to schedule" count of the stranger read 0 after noon)
  await server.db
    .updateTable('orders')
    .set({ service_end: noon(5) })
    .where('ord_num', '=', theirs.ordNum)
    .execute();
  await server.db
    .insertInto('crew_line_assignments')
    .values({ ocd_id: po['TODAY-OPEN']!, user_id: technician.userId, vendor_id: office.vendorId })
    .execute();
  // notes: the company's on two orders of ours and one of theirs; our own tech note counts for nothing
  await companyNote(ord['TODAY-OPEN']!);
  await companyNote(ord['LATE-10']!);
  await companyNote(ord.THEIRS);
  await companyNote(ord.ANCIENT!);
  await server.db
    .insertInto('order_notes')
    .values({
      ord_num: ord.NEXT!,
      vendor_id: office.vendorId,
      note_type: 'Tech Notes',
      notes: '<p>x</p>',
      input_by: 'Me',
    })
    .execute();
  // documents: one rejected (twice) on LATE-1, an approved one, and the stranger's rejected one
  await document(office.vendorId, ord['LATE-1']!, 'rejected');
  await document(office.vendorId, ord['LATE-1']!, 'rejected');
  await document(office.vendorId, ord.NEXT!, 'approved');
  await document(stranger.vendorId, ord.THEIRS, 'rejected');
});

const summary = async (as: SignedIn) => {
  const res = await server.call(workOrdersSummaryCall, { query: { timezone: 'UTC' } }, { as });
  expect(res.status, res.text).toBe(200);
  return workOrdersSummaryResponse.parse(res.json);
};

/** The PO numbers of the list a tile opens, as the dashboard's link asks for it. */
async function listOf(tile: WorkOrderTile, as: SignedIn = office) {
  const search = tileSearch(tile, TODAY(), LIMIT)!;
  const res = await server.call(searchWorkOrdersCall, { body: { ...search, timezone: 'UTC' } }, { as });
  expect(res.status, res.text).toBe(200);
  return searchWorkOrdersResponse
    .parse(res.json)
    .vendors.map((row) => row.poNum)
    .sort();
}

describe('work-order tiles', () => {
  it('count open orders onsite today and overdue ones, and the lists they open show exactly those', async () => {
    const counts = await summary(office);
    expect(counts.dueToday).toBe(1);
    expect(await listOf('due-today')).toEqual(['TODAY-OPEN']);
    expect(counts.overdue).toBe(2);
    expect(await listOf('overdue')).toEqual(['LATE-1', 'LATE-10']);
  });

  it('count what the List of Scheduling lists, and nothing of another vendor', async () => {
    const counts = await summary(office);
    const res = await server.call(ordersForSchedulingCall, {}, { as: office });
    const listed = ordersForSchedulingResponse.parse(res.json).ordersScheduling;
    expect(listed.length).toBeGreaterThan(0);
    expect(counts.toSchedule).toBe(listed.length);
    expect(await summary(stranger)).toEqual({
      toSchedule: 1,
      dueToday: 0,
      overdue: 1,
      unreadNotes: 1,
      answersOverdue: 0,
    });
  });

  it("count the company's notes each user has not read; opening the notes reads them for that user only", async () => {
    expect((await summary(office)).unreadNotes).toBe(2);
    expect(await listOf('unread-notes')).toEqual(['LATE-10', 'TODAY-OPEN']);
    const opened = await server.call(
      getOrderNotesCall,
      { params: { ordNum: ord['LATE-10']! } },
      { as: office },
    );
    expect(opened.status).toBe(200);
    expect((await summary(office)).unreadNotes).toBe(1);
    expect(await listOf('unread-notes')).toEqual(['TODAY-OPEN']);
    // another user of the vendor has read nothing yet
    expect((await summary(finance)).unreadNotes).toBe(2);
    // a note the company adds after is unread again
    await companyNote(ord['LATE-10']!);
    expect((await summary(office)).unreadNotes).toBe(2);
  });

  it('count only the crew lines assigned to a Technician', async () => {
    expect(await summary(technician)).toMatchObject({ dueToday: 1, overdue: 0, unreadNotes: 1 });
  });

  it('refuse a call without a session (401) and an unknown time zone (400)', async () => {
    expect((await server.call(workOrdersSummaryCall, { query: {} }, {})).status).toBe(401);
    expect((await server.call(documentsSummaryCall, { query: {} }, {})).status).toBe(401);
    const bad = await server.call(
      workOrdersSummaryCall,
      { query: { timezone: 'Mars/Base' } },
      { as: office },
    );
    expect(bad.status).toBe(400);
  });
});

describe('documents tile', () => {
  it("counts the vendor's rejected documents and their crew lines, which its list shows", async () => {
    const res = await server.call(documentsSummaryCall, { query: { timezone: 'UTC' } }, { as: office });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ rejectedOrders: 1, rejectedDocuments: 2 });
    expect(await listOf('rejected-documents')).toEqual(['LATE-1']);
    const theirs = await server.call(documentsSummaryCall, { query: {} }, { as: stranger });
    expect(theirs.json).toEqual({ rejectedOrders: 1, rejectedDocuments: 1 });
    const tech = await server.call(documentsSummaryCall, { query: {} }, { as: technician });
    expect(tech.json).toEqual({ rejectedOrders: 0, rejectedDocuments: 0 });
  });
});
