// The dashboard's count of dispatches not answered by their deadline (issue 41 point 1, decision 114)
// against seeded rows: it is the number of rows of the list its tile opens (attention
// 'answer-overdue'); an answered line, one still in time and another vendor's are not counted; a
// technician counts only their assigned lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  searchWorkOrdersCall,
  searchWorkOrdersResponse,
  tileSearch,
  workOrdersSummaryCall,
  workOrdersSummaryResponse,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

let server: TestServer;
let office: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;
const lines: Record<string, TestOrder> = {};

/** Seeds a crew line onsite tomorrow with the given status and deadline. */
async function seed(name: string, vendorId: number, status: string, dueInHours: number) {
  const order = await addTestOrder(server.db, vendorId);
  await server.db
    .updateTable('crew_details')
    .set({
      status,
      response_due_at: new Date(Date.now() + dueInHours * 3_600_000),
      work_date: new Date(Date.now() + 86_400_000),
    })
    .where('ocd_id', '=', order.ocdId)
    .execute();
  lines[name] = order;
}

beforeAll(async () => {
  server = await startTestServer();
  office = await signInUser(server, { roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  await seed('late', office.vendorId, 'Assigned', -2);
  await seed('lateToo', office.vendorId, 'Assigned', -30);
  await seed('inTime', office.vendorId, 'Assigned', 5);
  await seed('answered', office.vendorId, 'Accepted', -2);
  await seed('theirs', stranger.vendorId, 'Assigned', -2);
  await server.db
    .insertInto('crew_line_assignments')
    .values({ ocd_id: lines.lateToo!.ocdId, user_id: technician.userId, vendor_id: office.vendorId })
    .execute();
});
afterAll(() => server.close());

const countOf = async (as: SignedIn) => {
  const res = await server.call(workOrdersSummaryCall, { query: { timezone: 'UTC' } }, { as });
  expect(res.status, res.text).toBe(200);
  return workOrdersSummaryResponse.parse(res.json).answersOverdue;
};
const listOf = async (as: SignedIn) => {
  const search = tileSearch(
    'answer-overdue',
    calendarDateIn(new Date(), 'UTC'),
    String(DEFAULT_WO_HISTORY_MONTH_LIMIT),
  )!;
  const res = await server.call(searchWorkOrdersCall, { body: { ...search, timezone: 'UTC' } }, { as });
  expect(res.status, res.text).toBe(200);
  return searchWorkOrdersResponse
    .parse(res.json)
    .vendors.map((row) => row.poNum)
    .sort();
};

describe('dispatches not answered in time', () => {
  it('counts the Assigned lines past their deadline, and the tile opens exactly those', async () => {
    expect(await countOf(office)).toBe(2);
    expect(await listOf(office)).toEqual([lines.late!.poNum, lines.lateToo!.poNum].sort());
  });

  it("counts only another vendor's own, and a technician's assigned ones", async () => {
    expect(await countOf(stranger)).toBe(1);
    expect(await listOf(stranger)).toEqual([lines.theirs!.poNum]);
    expect(await countOf(technician)).toBe(1);
    expect(await listOf(technician)).toEqual([lines.lateToo!.poNum]);
  });
});
