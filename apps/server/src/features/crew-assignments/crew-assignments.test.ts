// Technicians assigned to crew lines (issue 40 point 3) over real HTTP and PostgreSQL: an Office user
// assigns one crew line or several at once, anyone who sees the order reads who is assigned, every
// change is an event and a repeat is none; another vendor's crew line is 404 and its users (or a
// disabled one) 400, changing nothing; a crew line awarded to another vendor leaves its technicians.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREW_LINE_NOT_FOUND,
  TECHNICIANS_ASSIGNED,
  TECHNICIANS_UNASSIGNED,
  assignCrewLinesCall,
  assignCrewLinesResponse,
  assignableUsersCall,
  assignableUsersResponse,
  crewLineTechniciansCall,
  getStaffWorkOrderCall,
  PROVIDER_API_PREFIX,
  unknownTechnicians,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { eventsOf } from '../../../test/events.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

let server: TestServer;
let office: SignedIn;
let technician: SignedIn;
let finance: SignedIn;
let stranger: SignedIn;
let lines: TestOrder[];
let theirs: TestOrder;

beforeAll(async () => {
  server = await startTestServer();
  office = await signInUser(server, { roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  finance = await signInUser(server, { vendorId: office.vendorId, roles: ['Finance'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  lines = [await addTestOrder(server.db, office.vendorId), await addTestOrder(server.db, office.vendorId)];
  theirs = await addTestOrder(server.db, stranger.vendorId);
});
afterAll(() => server.close());

const assign = (ocdIds: number[], userIds: number[], as: SignedIn = office) =>
  server.call(assignCrewLinesCall, { body: { ocdIds, userIds } }, { as });
const techniciansOf = async (ocdId: number, as: SignedIn = finance) => {
  const res = await server.call(crewLineTechniciansCall, { params: { ocdId } }, { as });
  expect(res.status, res.text).toBe(200);
  return (res.json as { technicians: { userId: number }[] }).technicians.map((t) => t.userId);
};
const assignedEvents = async () =>
  (await eventsOf(server.db, office.vendorId)).filter((e) => e.type === 'crew-line.assigned');

describe('assignable users', () => {
  it("lists the vendor's active users by last and first name, with their user groups, and no one else's", async () => {
    const res = await server.call(assignableUsersCall, {}, { as: office });
    expect(res.status).toBe(200);
    const { items } = assignableUsersResponse.parse(res.json);
    const ids = items.map((u) => u.userId);
    expect(ids).toEqual(expect.arrayContaining([office.userId, technician.userId, finance.userId]));
    expect(ids).not.toContain(stranger.userId);
    expect(items.find((u) => u.userId === technician.userId)?.roles).toEqual(['Technician']);
    const names = items.map((u) => `${u.lastName.toLowerCase()} ${u.firstName.toLowerCase()}`);
    expect(names).toEqual([...names].sort());
  });

  it('is refused to a role that may not assign, and without a session', async () => {
    for (const as of [technician, finance]) {
      expect((await server.call(assignableUsersCall, {}, { as })).status).toBe(403);
    }
    expect((await server.call(assignableUsersCall, {})).status).toBe(401);
  });
});

describe('assigning crew lines', () => {
  it('assigns one crew line, shows it to whoever sees the order, raises one event, and none for a repeat', async () => {
    const [line] = lines;
    const res = await assign([line!.ocdId], [technician.userId, office.userId]);
    expect(res.status, res.text).toBe(200);
    const answer = assignCrewLinesResponse.parse(res.json);
    expect(answer.message).toBe(TECHNICIANS_ASSIGNED);
    expect(answer.assignments).toHaveLength(1);
    expect(answer.assignments[0]!.technicians.map((t) => t.userId).sort()).toEqual(
      [technician.userId, office.userId].sort(),
    );
    expect((await techniciansOf(line!.ocdId)).sort()).toEqual([technician.userId, office.userId].sort());
    expect(await techniciansOf(line!.ocdId, technician)).toHaveLength(2);
    const events = await assignedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorKind: 'vendor-user',
      actorId: office.userId,
      subject: { ocdId: line!.ocdId, ordNum: line!.ordNum },
      data: {
        userIds: [technician.userId, office.userId].sort((a, b) => a - b),
        // who is new on the line: the notifications tell them (decision 122)
        addedUserIds: [technician.userId, office.userId].sort((a, b) => a - b),
      },
    });
    // the same again changes nothing
    expect((await assign([line!.ocdId], [office.userId, technician.userId, office.userId])).status).toBe(200);
    expect(await assignedEvents()).toHaveLength(1);
  });

  it('assigns several crew lines at once, replacing whoever was, and unassigns with none', async () => {
    const ocdIds = lines.map((l) => l.ocdId);
    const res = await assign(ocdIds, [technician.userId]);
    expect(res.status).toBe(200);
    for (const ocdId of ocdIds) expect(await techniciansOf(ocdId)).toEqual([technician.userId]);
    const cleared = await assign(ocdIds, []);
    expect(cleared.json).toMatchObject({ message: TECHNICIANS_UNASSIGNED });
    for (const ocdId of ocdIds) expect(await techniciansOf(ocdId)).toEqual([]);
    const last = (await assignedEvents()).slice(-2);
    expect(last.map((e) => e.data)).toEqual([
      { userIds: [], addedUserIds: [] },
      { userIds: [], addedUserIds: [] },
    ]);
  });

  it("answers 404 for another vendor's crew line and 400 for another vendor's or a disabled user, changing nothing", async () => {
    const [line] = lines;
    await assign([line!.ocdId], [technician.userId]);
    const before = (await assignedEvents()).length;

    const foreignLine = await assign([line!.ocdId, theirs.ocdId], [office.userId]);
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.json.error).toBe(CREW_LINE_NOT_FOUND);
    const missing = await assign([2_147_483_000], [office.userId]);
    expect([missing.status, missing.json.error]).toEqual([404, CREW_LINE_NOT_FOUND]);

    const foreignUser = await assign([line!.ocdId], [stranger.userId]);
    expect([foreignUser.status, foreignUser.json.error]).toEqual([
      400,
      unknownTechnicians([stranger.userId]),
    ]);
    const gone = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
    await server.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', gone.userId).execute();
    const disabled = await assign([line!.ocdId], [gone.userId]);
    expect([disabled.status, disabled.json.error]).toEqual([400, unknownTechnicians([gone.userId])]);

    expect(await techniciansOf(line!.ocdId)).toEqual([technician.userId]);
    expect(await techniciansOf(theirs.ocdId, stranger)).toEqual([]);
    expect(await assignedEvents()).toHaveLength(before);
    // nor may the other vendor read or assign this vendor's crew line
    const read = await server.call(
      crewLineTechniciansCall,
      { params: { ocdId: line!.ocdId } },
      { as: stranger },
    );
    expect([read.status, read.json.error]).toEqual([404, CREW_LINE_NOT_FOUND]);
    expect((await assign([line!.ocdId], [stranger.userId], stranger)).status).toBe(404);
  });

  it('refuses bad bodies with a clear 400 and a role that may not assign with 403', async () => {
    const [line] = lines;
    for (const body of [
      {},
      { ocdIds: [], userIds: [] },
      { ocdIds: [line!.ocdId] },
      { ocdIds: [line!.ocdId], userIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      { ocdIds: Array.from({ length: 201 }, (_, i) => i + 1), userIds: [] },
      { ocdIds: [line!.ocdId], userIds: [], extra: true },
      { ocdIds: ['x'], userIds: [] },
    ]) {
      const res = await server.send(assignCrewLinesCall, { body }, { as: office });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error, JSON.stringify(body)).toMatch(/^Invalid request/);
    }
    for (const as of [technician, finance]) expect((await assign([line!.ocdId], [], as)).status).toBe(403);
    expect((await server.send(assignCrewLinesCall, { body: 'not json' })).status).toBe(401);
  });

  it('keeps each crew line whole when many assignments of the same lines arrive at once', async () => {
    const pair = [
      await addTestOrder(server.db, office.vendorId),
      await addTestOrder(server.db, office.vendorId),
    ];
    const ocdIds = pair.map((l) => l.ocdId);
    const people = [office.userId, technician.userId, finance.userId];
    // 30 at once, in both orders of the lines: they queue on the lines' locks (taken in id order), none
    // fails or deadlocks, and every line ends with exactly the users of one of them
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        assign(i % 2 === 0 ? ocdIds : [...ocdIds].reverse(), [people[i % people.length]!]),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const [first, second] = [await techniciansOf(ocdIds[0]!), await techniciansOf(ocdIds[1]!)];
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('leaves the technicians behind when the crew line is awarded to another vendor', async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    await assign([line.ocdId], [technician.userId]);
    await server.db
      .updateTable('crew_details')
      .set({ vendor_id: stranger.vendorId })
      .where('ocd_id', '=', line.ocdId)
      .execute();
    expect(await techniciansOf(line.ocdId, stranger)).toEqual([]);
    const rows = await server.db
      .selectFrom('crew_line_assignments')
      .select('user_id')
      .where('ocd_id', '=', line.ocdId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("shows the company who is assigned: the provider API's crew line names its technicians", async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const externalId = `WO-ASSIGN-${line.ordNum}`;
    await server.db
      .updateTable('orders')
      .set({ external_id: externalId })
      .where('ord_num', '=', line.ordNum)
      .execute();
    await assign([line.ocdId], [technician.userId]);
    const company = await providerClient(server, ['work-orders:read']);
    const res = await company.call('GET', `${PROVIDER_API_PREFIX}/work-orders/${externalId}`);
    expect(res.status, res.text).toBe(200);
    const [crewLine] = (res.json as { crewLines: { technicians: unknown[] }[] }).crewLines;
    expect(crewLine!.technicians).toEqual([
      { externalId: null, email: technician.email, firstName: 'Test', lastName: 'User' },
    ]);
  });

  it("shows the company's staff who is assigned on the console's work order page", async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    await assign([line.ocdId], [technician.userId]);
    const reader = await staffSession(server, 'read_only');
    const res = await api(server, getStaffWorkOrderCall.path.replace(':ordNum', String(line.ordNum)), {
      headers: { cookie: reader.cookie },
    });
    expect(res.status, res.text).toBe(200);
    const [crewLine] = (res.json as { workOrder: { crewLines: { technicians: string[] }[] } }).workOrder
      .crewLines;
    expect(crewLine!.technicians).toEqual(['Test User']);
  });
});
