// The company's side of check-ins (issue 41 point 4's gaps, decision 123) over real HTTP and PostgreSQL:
// the provider API's check-ins list answers every check-in (the IVR's, the phone's and the guests'), with
// its source, where it was made, the guest's name and device, paged by its cursor and filtered by source;
// a flagged check-in is marked reviewed in the console once (who and when kept, event check-in.reviewed,
// the staff audit row), a double click or two staff members at once mark it once, one that is not flagged
// is 409, and only the roles of the contract may (the generated matrix lists the call); the company's
// systems mark one through the provider API by its portal id, with the scope work-orders:write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_IN_NOT_FLAGGED,
  CHECK_IN_NOT_FOUND,
  CHECK_IN_REVIEWED,
  checkInCall,
  checkInResponse,
  guestCheckInCall,
  guestCheckInResponse,
  listCheckInsCall,
  providerCheckInSchema,
  putCheckInCall,
  reviewCheckInCall,
  staffReviewCheckInCall,
  staffWorkOrderCheckInsCall,
  type PositionFix,
  type ProviderCheckIn,
  type StaffCheckIn,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { eventsOf } from '../../../test/events.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

let server: TestServer;
let office: SignedIn;
let company: ProviderTestClient;
let manager: Awaited<ReturnType<typeof staffSession>>;

const STORE = { latitude: 42.6526, longitude: -73.7562 };
const north = (metres: number, accuracy = 10): PositionFix => ({
  latitude: STORE.latitude + metres / 111_195,
  longitude: STORE.longitude,
  accuracy,
  fixedAt: new Date().toISOString(),
});

/** A crew line at a store with a position, with external ids for the provider API. */
async function newLine(): Promise<TestOrder & { crewLine: string }> {
  const line = await addTestOrder(server.db, office.vendorId);
  const order = await server.db
    .selectFrom('orders')
    .select('location_id')
    .where('ord_num', '=', line.ordNum)
    .executeTakeFirstOrThrow();
  await server.db.updateTable('locations').set(STORE).where('id', '=', order.location_id).execute();
  const crewLine = `CL-R-${line.ocdId}`;
  await server.db
    .updateTable('crew_details')
    .set({ external_id: crewLine })
    .where('ocd_id', '=', line.ocdId)
    .execute();
  await server.db
    .updateTable('orders')
    .set({ external_id: `WO-R-${line.ordNum}` })
    .where('ord_num', '=', line.ordNum)
    .execute();
  return { ...line, crewLine };
}

const phoneCheckIn = async (line: TestOrder, position: PositionFix) => {
  const res = await server.call(
    checkInCall,
    { params: { id: line.ocdId }, body: { position, positionProblem: null } },
    { as: office, headers: { 'user-agent': 'Phone/2.0 (Review test)' } },
  );
  expect(res.status, res.text).toBe(200);
  return checkInResponse.parse(res.json).checkIn;
};

/** Every check-in the provider API lists, walked a page of `limit` at a time by the cursor. */
async function listAll(query: Record<string, string | number> = {}, limit = 2): Promise<ProviderCheckIn[]> {
  const items: ProviderCheckIn[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const res = await server.call(
      listCheckInsCall,
      { query: { limit, ...query, ...(cursor ? { cursor } : {}) } as never },
      { as: company },
    );
    expect(res.status, res.text).toBe(200);
    items.push(...(res.json.items as unknown[]).map((i) => providerCheckInSchema.parse(i)));
    if (res.json.nextCursor === null) return items;
    cursor = res.json.nextCursor as string;
  }
  throw new Error('the list did not end');
}

const review = (id: number, as: { cookie: string } = manager) =>
  server.call(staffReviewCheckInCall, { params: { id } }, { as });

const consoleCheckIns = async (ordNum: number) => {
  const res = await server.call(staffWorkOrderCheckInsCall, { params: { ordNum } }, { as: manager });
  expect(res.status, res.text).toBe(200);
  return res.json.items as StaffCheckIn[];
};

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  office = await signInUser(server, { roles: ['Office'] });
  company = await providerClient(server, ['work-orders:read', 'work-orders:write']);
  manager = await staffSession(server, 'vendor_manager');
});
afterAll(() => server.close());

describe("the provider API's check-ins", () => {
  it("lists the IVR's, the phone's and the guests', with their source and where they were made, by cursor", async () => {
    const line = await newLine();
    const ivr = await server.call(
      putCheckInCall,
      {
        params: { externalId: `CI-R-${line.ocdId}` },
        body: { crewLine: line.crewLine, startAt: '2026-06-01T13:00:00Z', endAt: '2026-06-01T14:30:00Z' },
      },
      { as: company },
    );
    expect(ivr.status, ivr.text).toBe(201);
    const onSite = await phoneCheckIn(line, north(40, 15));
    await server.db
      .updateTable('vendors')
      .set({ allow_guest_ivr: 1 })
      .where('id', '=', office.vendorId)
      .execute();
    const vendorNum = (
      await server.db
        .selectFrom('vendors')
        .select('vendor_num')
        .where('id', '=', office.vendorId)
        .executeTakeFirstOrThrow()
    ).vendor_num;
    const guestRes = await server.call(
      guestCheckInCall,
      { body: { poNum: line.poNum, vendorNum, name: 'Sam Guest', position: north(3000, 20) } },
      { headers: { 'x-forwarded-for': '10.9.0.1', 'user-agent': 'GuestPhone/1.0' } },
    );
    expect(guestRes.status, guestRes.text).toBe(200);
    const guest = guestCheckInResponse.parse(guestRes.json).checkIn;

    const all = (await listAll()).filter((c) => c.crewLine === line.crewLine);
    expect(all.map((c) => c.source)).toEqual(['ivr', 'phone', 'guest']);
    // the fields the list had keep their meaning; the IVR's keeps its external id
    expect(all[0]).toMatchObject({
      externalId: `CI-R-${line.ocdId}`,
      workOrder: `WO-R-${line.ordNum}`,
      hours: '1.50',
      method: 'IVR',
      siteState: null,
      flagged: false,
      device: null,
      review: null,
    });
    expect(all[1]).toMatchObject({
      id: onSite.id,
      externalId: null,
      crewLine: line.crewLine,
      method: 'Web',
      siteState: 'on-site',
      flagged: false,
      accuracyMeters: 15,
      guestName: null,
      device: 'Phone/2.0 (Review test)',
      endAt: null,
    });
    expect(all[1]!.distanceMeters).toBe(40);
    expect(all[2]).toMatchObject({
      id: guest.id,
      externalId: null,
      method: 'Mobile Guest',
      inputBy: 'Sam Guest (guest)',
      siteState: 'off-site',
      flagged: true,
      accuracyMeters: 20,
      guestName: 'Sam Guest',
      device: 'GuestPhone/1.0',
    });
    expect(all[2]!.distanceMeters).toBe(3000);

    // the same items a page of one at a time and all at once: the cursor walks every check-in
    const byOne = (await listAll({}, 1)).filter((c) => c.crewLine === line.crewLine);
    expect(byOne.map((c) => c.id)).toEqual(all.map((c) => c.id));
    // source=ivr answers what the list answered before (only the IVR's)
    for (const source of ['ivr', 'phone', 'guest'] as const) {
      const only = (await listAll({ source }, 100)).filter((c) => c.crewLine === line.crewLine);
      expect(only.map((c) => c.source)).toEqual([source]);
    }
    const bad = await server.send(listCheckInsCall, { query: { source: 'sms' } }, { as: company });
    expect(bad.status).toBe(400);
  });
});

describe('marking a flagged check-in reviewed', () => {
  it('keeps who and when, leaves "To review", records one event and an audit row; the provider API reads it', async () => {
    const line = await newLine();
    const far = await phoneCheckIn(line, north(2000, 10));
    const [before] = await consoleCheckIns(line.ordNum);
    expect(before).toMatchObject({
      id: far.id,
      source: 'phone',
      flagged: true,
      toReview: true,
      review: null,
    });
    const since = new Date(Date.now() - 1000).toISOString();

    const res = await review(far.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(CHECK_IN_REVIEWED);
    expect(res.json.checkIn).toMatchObject({
      id: far.id,
      flagged: true,
      toReview: false,
      review: { reviewedBy: manager.email },
    });
    const [after] = await consoleCheckIns(line.ordNum);
    expect(after).toMatchObject({ flagged: true, toReview: false, review: { reviewedBy: manager.email } });
    expect(Date.parse(after!.review!.reviewedAt)).toBeGreaterThan(Date.parse(since));

    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'check-in.reviewed' && (e.subject as { checkInId: number }).checkInId === far.id,
    );
    expect(events).toMatchObject([
      {
        actorKind: 'staff',
        actorId: manager.staffId,
        subject: { checkInId: far.id, checkInExternalId: null, ordNum: line.ordNum },
        data: { reviewedBy: manager.email, siteState: 'off-site', crewLineId: line.ocdId },
      },
    ]);
    const audit = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'subject_id', 'vendor_id'])
      .where('staff_id', '=', manager.staffId)
      .where('action', '=', 'check-in.reviewed')
      .execute();
    expect(audit).toEqual([
      { action: 'check-in.reviewed', subject_id: String(line.ordNum), vendor_id: office.vendorId },
    ]);

    // the provider API reads the mark; a company following updated_since sees the change
    const listed = (await listAll({ updated_since: since }, 100)).find((c) => c.id === far.id);
    expect(listed).toMatchObject({ flagged: true, review: { reviewedBy: manager.email } });
    expect(listed!.version).toBe(2);
  });

  it('marks once under a double click or two staff members at once: one event, the first mark kept', async () => {
    const line = await newLine();
    const far = await phoneCheckIn(line, north(5000, 10));
    const other = await staffSession(server, 'administrator');
    const answers = await Promise.all([review(far.id), review(far.id), review(far.id, other)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const reviewOf = (res: { json: unknown }) => (res.json as { checkIn: StaffCheckIn }).checkIn.review;
    const marks = new Set(answers.map((a) => JSON.stringify(reviewOf(a))));
    expect(marks.size).toBe(1);
    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'check-in.reviewed' && (e.subject as { checkInId: number }).checkInId === far.id,
    );
    expect(events).toHaveLength(1);
    // later, again: the same mark, no new event
    const again = await review(far.id, other);
    expect(reviewOf(again)).toEqual(reviewOf(answers[0]!));
    expect(
      (await eventsOf(server.db, office.vendorId)).filter(
        (e) => e.type === 'check-in.reviewed' && (e.subject as { checkInId: number }).checkInId === far.id,
      ),
    ).toHaveLength(1);
  });

  it('refuses a check-in that is not flagged (409) or does not exist (404), and the roles the contract leaves out', async () => {
    const line = await newLine();
    const near = await phoneCheckIn(line, north(10, 5));
    const onSite = await review(near.id);
    expect(onSite.status).toBe(409);
    expect(onSite.json.message).toBe(CHECK_IN_NOT_FLAGGED);
    const missing = await review(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(CHECK_IN_NOT_FOUND);
    const bad = await server.send(staffReviewCheckInCall, { params: { id: 'abc' } }, { as: manager });
    expect(bad.status).toBe(400);

    const far = await phoneCheckIn(await newLine(), north(4000, 10));
    for (const role of ['read_only', 'accounts_payable'] as const) {
      const res = await review(far.id, await staffSession(server, role));
      expect(res.status).toBe(403);
    }
    const anonymous = await server.send(staffReviewCheckInCall, { params: { id: far.id } });
    expect(anonymous.status).toBe(401);
    // a vendor's session is not the console's
    const vendor = await server.send(staffReviewCheckInCall, { params: { id: far.id } }, { as: office });
    expect(vendor.status).toBe(401);
    const row = await server.db
      .selectFrom('order_hours')
      .select(['reviewed_at', 'version'])
      .where('id', '=', far.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewed_at: null, version: 1 });
  });
});

describe('marking reviewed through the provider API', () => {
  it("marks a flagged check-in by its portal id with the API client's name, once; 409, 404 and the scope", async () => {
    const line = await newLine();
    const far = await phoneCheckIn(line, north(2500, 10));
    const mark = (id: number, as: ProviderTestClient = company) =>
      server.call(reviewCheckInCall, { params: { checkInId: id } }, { as });
    const [first, second] = await Promise.all([mark(far.id), mark(far.id)]);
    for (const res of [first!, second!]) {
      expect(res.status, res.text).toBe(200);
      expect(providerCheckInSchema.parse(res.json)).toMatchObject({
        id: far.id,
        flagged: true,
        review: { reviewedBy: 'Test system' },
      });
    }
    expect(first!.json.review).toEqual(second!.json.review);
    expect(first!.headers.get('etag')).toBe('"2"');
    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'check-in.reviewed' && (e.subject as { checkInId: number }).checkInId === far.id,
    );
    expect(events).toMatchObject([{ actorKind: 'provider', data: { reviewedBy: 'Test system' } }]);
    // the console shows who marked it
    const [shown] = await consoleCheckIns(line.ordNum);
    expect(shown).toMatchObject({ toReview: false, review: { reviewedBy: 'Test system' } });

    const near = await phoneCheckIn(await newLine(), north(5, 5));
    expect((await mark(near.id)).status).toBe(409);
    expect((await mark(2_000_000_000)).status).toBe(404);
    const other = await phoneCheckIn(await newLine(), north(2500, 10));
    const reader = await providerClient(server, ['work-orders:read']);
    expect((await mark(other.id, reader)).status).toBe(403);
    expect((await server.send(reviewCheckInCall, { params: { checkInId: other.id } })).status).toBe(401);
    const untouched = await server.db
      .selectFrom('order_hours')
      .select('reviewed_at')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(untouched.reviewed_at).toBeNull();
  });
});
