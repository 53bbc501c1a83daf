// Check-in and check-out on the phone (issue 41 point 4, decision 117) over real HTTP and PostgreSQL:
// a check-in is recorded wherever it is made and flagged unless its accuracy circle reaches the store's
// radius; no position, a stale fix and a store without a position are flagged too; one open check-in per
// user and crew line; the check-out takes the work done and the hours; each is an event and a row of the
// IVR section. Mobile Guest IVR: refused unless the vendor allows it, counted per address first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CHECKED_IN,
  GUEST_CHECK_IN_MAX_TRIES,
  GUEST_CHECK_IN_NOT_ALLOWED,
  GUEST_ORDER_NOT_FOUND,
  NOT_CHECKED_IN,
  WORK_DONE_REQUIRED,
  WORK_ORDER_NOT_FOUND,
  checkInCall,
  checkInResponse,
  checkOutCall,
  getMyCheckInCall,
  getOrderHoursCall,
  guestCheckInCall,
  guestCheckInResponse,
  guestCheckOutCall,
  myCheckInResponse,
  PROVIDER_API_PREFIX,
  staffWorkOrderCheckInsCall,
  type PositionFix,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { eventsOf } from '../../../test/events.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

let server: TestServer;
let office: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;

// the store: Albany, NY; positions north of it by a number of metres (1 degree of latitude ~ 111,195 m)
const STORE = { latitude: 42.6526, longitude: -73.7562 };
const north = (metres: number, accuracy = 10, fixedAt = new Date()): PositionFix => ({
  latitude: STORE.latitude + metres / 111_195,
  longitude: STORE.longitude,
  accuracy,
  fixedAt: fixedAt.toISOString(),
});

async function storeAt(line: TestOrder, position: typeof STORE | null) {
  const order = await server.db
    .selectFrom('orders')
    .select('location_id')
    .where('ord_num', '=', line.ordNum)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('locations')
    .set({ latitude: position?.latitude ?? null, longitude: position?.longitude ?? null })
    .where('id', '=', order.location_id)
    .execute();
}

async function newLine(vendorId = office.vendorId, position: typeof STORE | null = STORE) {
  const line = await addTestOrder(server.db, vendorId);
  await storeAt(line, position);
  return line;
}

const checkIn = (line: TestOrder, position: PositionFix | null, as = office, problem?: 'denied') =>
  server.call(
    checkInCall,
    { params: { id: line.ocdId }, body: { position, positionProblem: problem ?? null } },
    { as },
  );
const checkOut = (line: TestOrder, body: { workDone: string; hours: number }, as = office) =>
  server.call(checkOutCall, { params: { id: line.ocdId }, body }, { as });
const rowsOf = (line: TestOrder) =>
  server.db.selectFrom('order_hours').selectAll().where('ocd_id', '=', line.ocdId).orderBy('id').execute();

beforeAll(async () => {
  // behind a proxy, so that the guest tests can come from several addresses
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  office = await signInUser(server, { roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
});
afterAll(() => server.close());

describe('checking in', () => {
  it('records a check-in at the store as on site, with the distance, an event and a row of the IVR section', async () => {
    const line = await newLine();
    const res = await checkIn(line, north(40, 15));
    expect(res.status, res.text).toBe(200);
    const { checkIn: made, message } = checkInResponse.parse(res.json);
    expect(message).toBe('Checked in');
    expect(made).toMatchObject({
      ocdId: line.ocdId,
      siteState: 'on-site',
      accuracyMeters: 15,
      endDateTime: null,
    });
    expect(made.distanceMeters).toBeGreaterThanOrEqual(39);
    expect(made.distanceMeters).toBeLessThanOrEqual(41);

    const hours = await server.call(getOrderHoursCall, { params: { ordNum: line.ordNum } }, { as: office });
    expect(hours.json).toMatchObject({ orderHours: [{ id: made.id, method: 'Web', endDateTime: null }] });

    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'check-in.recorded' && (e.subject as { checkInId: number }).checkInId === made.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorKind: 'vendor-user',
      actorId: office.userId,
      data: { method: 'Web', siteState: 'on-site', crewLineId: line.ocdId, endAt: null },
    });
  });

  it('flags a check-in whose accuracy circle does not reach the radius, and not one whose circle does', async () => {
    // the default radius is 250 m: 400 m away with 100 m accuracy is off site, with 200 m it may be there
    const far = await newLine();
    const off = checkInResponse.parse((await checkIn(far, north(400, 100))).json).checkIn;
    expect(off.siteState).toBe('off-site');
    const near = await newLine();
    expect(checkInResponse.parse((await checkIn(near, north(400, 200))).json).checkIn.siteState).toBe(
      'on-site',
    );
    const [row] = await rowsOf(far);
    expect(row).toMatchObject({ site_state: 'off-site', user_id: office.userId, method: 'Web' });
    expect(row!.latitude).toBeCloseTo(STORE.latitude + 400 / 111_195, 6);
  });

  it('reads the radius from the company setting', async () => {
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'checkInRadiusMeters', value: '1000' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '1000' }))
      .execute();
    try {
      const line = await newLine();
      expect(checkInResponse.parse((await checkIn(line, north(900, 5))).json).checkIn.siteState).toBe(
        'on-site',
      );
      const mine = myCheckInResponse.parse(
        (await server.call(getMyCheckInCall, { params: { id: line.ocdId } }, { as: office })).json,
      );
      expect(mine).toMatchObject({ radiusMeters: 1000, requiredBeforeCompletion: false });
      expect(mine.checkIn?.siteState).toBe('on-site');
    } finally {
      await server.db.deleteFrom('portal_settings').where('key', '=', 'checkInRadiusMeters').execute();
    }
  });

  it('records without a position, with a stale fix, and at a store without a position, each flagged', async () => {
    const denied = await newLine();
    const a = checkInResponse.parse((await checkIn(denied, null, office, 'denied')).json).checkIn;
    expect(a).toMatchObject({ siteState: 'no-position', distanceMeters: null });
    expect((await rowsOf(denied))[0]).toMatchObject({ position_problem: 'denied', latitude: null });

    const stale = await newLine();
    const old = new Date(Date.now() - 10 * 60_000);
    expect(checkInResponse.parse((await checkIn(stale, north(5, 5, old))).json).checkIn.siteState).toBe(
      'no-position',
    );
    expect((await rowsOf(stale))[0]).toMatchObject({ position_problem: 'stale', latitude: null });

    const unknown = await newLine(office.vendorId, null);
    expect(checkInResponse.parse((await checkIn(unknown, north(5))).json).checkIn.siteState).toBe(
      'store-unknown',
    );
  });

  it('keeps one open check-in per user and crew line, also when two arrive at once', async () => {
    const line = await newLine();
    const answers = await Promise.all([checkIn(line, north(10)), checkIn(line, north(10))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json).toMatchObject({ message: ALREADY_CHECKED_IN });
    expect(await rowsOf(line)).toHaveLength(1);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const line = await newLine();
    for (const body of [
      { position: { ...north(5), latitude: 91 } },
      { position: { ...north(5), fixedAt: 'yesterday' } },
      { position: null, positionProblem: 'stale' },
      { position: null, extra: 1 },
    ]) {
      const res = await server.call(
        checkInCall,
        { params: { id: line.ocdId }, body: body as never },
        { as: office },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(line)).toHaveLength(0);
  });
});

describe('checking out', () => {
  it('closes the open check-in with the work done and the hours, once', async () => {
    const line = await newLine();
    await checkIn(line, north(10));
    expect((await checkOut(line, { workDone: '  ', hours: 1 })).json).toMatchObject({
      message: WORK_DONE_REQUIRED,
    });
    expect((await checkOut(line, { workDone: 'Filter', hours: 1.234 })).status).toBe(400);
    expect((await rowsOf(line))[0]!.end_at).toBeNull();

    const res = await checkOut(line, { workDone: 'Replaced the filter', hours: 1.5 });
    expect(res.status, res.text).toBe(200);
    expect(checkInResponse.parse(res.json).checkIn).toMatchObject({
      hours: 1.5,
      workDone: 'Replaced the filter',
    });
    const again = await checkOut(line, { workDone: 'Replaced the filter', hours: 1.5 });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: NOT_CHECKED_IN });
    const events = (await eventsOf(server.db, office.vendorId)).filter((e) => e.type === 'check-in.updated');
    expect(events.filter((e) => (e.data as { crewLineId?: number }).crewLineId === line.ocdId)).toHaveLength(
      1,
    );
    // a new check-in may follow the closed one
    expect((await checkIn(line, north(10))).status).toBe(200);
  });
});

describe('who may', () => {
  it("answers 404 for another vendor's crew line and 401 without a session, before the body is read", async () => {
    const theirs = await newLine(stranger.vendorId);
    for (const res of [
      await checkIn(theirs, north(5)),
      await checkOut(theirs, { workDone: 'x', hours: 1 }),
      await server.call(getMyCheckInCall, { params: { id: theirs.ocdId } }, { as: office }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: WORK_ORDER_NOT_FOUND });
    }
    expect(
      (await server.call(checkInCall, { params: { id: theirs.ocdId }, body: { position: null } })).status,
    ).toBe(401);
    expect(await rowsOf(theirs)).toHaveLength(0);
  });

  it('lets a technician check in on an assigned crew line only', async () => {
    const unassigned = await newLine();
    expect((await checkIn(unassigned, north(5), technician)).status).toBe(404);
    const assigned = await newLine();
    await server.db
      .insertInto('crew_line_assignments')
      .values({ ocd_id: assigned.ocdId, user_id: technician.userId, vendor_id: office.vendorId })
      .execute();
    expect((await checkIn(assigned, north(5), technician)).status).toBe(200);
  });
});

describe('Mobile Guest IVR', () => {
  const guest = (line: TestOrder, vendorNum: number, ip: string, extra: Record<string, unknown> = {}) =>
    server.call(
      guestCheckInCall,
      { body: { poNum: line.poNum, vendorNum, name: 'Sam Guest', position: north(20), ...extra } },
      { headers: { 'x-forwarded-for': ip, 'user-agent': 'Phone/1.0 (Test)' } },
    );
  const vendorNumOf = async (vendorId: number) =>
    (
      await server.db
        .selectFrom('vendors')
        .select('vendor_num')
        .where('id', '=', vendorId)
        .executeTakeFirstOrThrow()
    ).vendor_num;
  const allowGuests = (vendorId: number, allow: boolean) =>
    server.db
      .updateTable('vendors')
      .set({ allow_guest_ivr: allow ? 1 : 0 })
      .where('id', '=', vendorId)
      .execute();

  it('refuses while the vendor does not allow it, and checks in and out when it does', async () => {
    const line = await newLine();
    const num = await vendorNumOf(office.vendorId);
    await allowGuests(office.vendorId, false);
    const refused = await guest(line, num, '10.0.0.1');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: GUEST_CHECK_IN_NOT_ALLOWED });
    expect(await rowsOf(line)).toHaveLength(0);

    await allowGuests(office.vendorId, true);
    const res = await guest(line, num, '10.0.0.1');
    expect(res.status, res.text).toBe(200);
    const answer = guestCheckInResponse.parse(res.json);
    expect(answer.checkIn).toMatchObject({ siteState: 'on-site', checkedInBy: 'Sam Guest (guest)' });
    expect((await rowsOf(line))[0]).toMatchObject({
      guest_name: 'Sam Guest',
      method: 'Mobile Guest',
      device: 'Phone/1.0 (Test)',
      user_id: null,
    });
    const out = await server.call(guestCheckOutCall, {
      body: { token: answer.checkOutToken, workDone: 'Checked the unit', hours: 0.5 },
    });
    expect(out.status, out.text).toBe(200);
    const twice = await server.call(guestCheckOutCall, {
      body: { token: answer.checkOutToken, workDone: 'Checked the unit', hours: 0.5 },
    });
    expect(twice.status).toBe(409);
  });

  it('answers a wrong PO # or vendor ID as a missing order', async () => {
    const line = await newLine();
    await allowGuests(office.vendorId, true);
    const num = await vendorNumOf(office.vendorId);
    for (const res of [
      await guest({ ...line, poNum: 'NO-SUCH-PO' }, num, '10.0.1.1'),
      await guest(line, 2_000_000_000, '10.0.1.1'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: GUEST_ORDER_NOT_FOUND });
    }
  });

  it(`allows ${GUEST_CHECK_IN_MAX_TRIES} tries per address in the window, also when they come at once`, async () => {
    const line = await newLine();
    const num = await vendorNumOf(office.vendorId);
    await allowGuests(office.vendorId, true);
    const answers = await Promise.all(
      Array.from({ length: GUEST_CHECK_IN_MAX_TRIES + 4 }, () =>
        guest({ ...line, poNum: 'WRONG' }, num, '10.0.2.1'),
      ),
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 404)).toHaveLength(GUEST_CHECK_IN_MAX_TRIES);
    // another address is counted on its own
    expect((await guest(line, num, '10.0.2.2')).status).toBe(200);
  });
});

describe("the store's position, from the provider API", () => {
  it('is set, read back and measured from; a PUT without it clears it', async () => {
    const writer = await providerClient(server, ['work-orders:write', 'work-orders:read']);
    const line = await newLine(office.vendorId, null);
    const location = await server.db
      .selectFrom('orders as o')
      .innerJoin('locations as l', 'l.id', 'o.location_id')
      .innerJoin('clients as c', 'c.id', 'l.client_id')
      .select(['l.id', 'l.store_number', 'c.id as clientId'])
      .where('o.ord_num', '=', line.ordNum)
      .executeTakeFirstOrThrow();
    const suffix = `${line.ocdId}`;
    await server.db
      .updateTable('clients')
      .set({ external_id: `C-${suffix}` })
      .where('id', '=', location.clientId)
      .execute();
    await server.db
      .updateTable('locations')
      .set({ external_id: `S-${suffix}` })
      .where('id', '=', location.id)
      .execute();
    const body = {
      client: `C-${suffix}`,
      storeNumber: location.store_number,
      name: 'Store',
      address1: '12 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      timeZone: 'America/New_York',
    };
    const put = await writer.call('PUT', `${PROVIDER_API_PREFIX}/stores/S-${suffix}`, {
      body: { ...body, position: STORE },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ position: STORE });
    expect(checkInResponse.parse((await checkIn(line, north(30))).json).checkIn.siteState).toBe('on-site');
    await checkOut(line, { workDone: 'Done', hours: 1 });

    const cleared = await writer.call('PUT', `${PROVIDER_API_PREFIX}/stores/S-${suffix}`, { body });
    expect(cleared.json).toMatchObject({ position: null });
    expect(checkInResponse.parse((await checkIn(line, north(30))).json).checkIn.siteState).toBe(
      'store-unknown',
    );
    const refused = await writer.call('PUT', `${PROVIDER_API_PREFIX}/stores/S-${suffix}`, {
      body: { ...body, position: { latitude: 95, longitude: 0 } },
    });
    expect(refused.status).toBe(400);
  });
});

describe("the console's check-ins", () => {
  it('lists every check-in of the order with where it was made, the flagged ones marked, for every staff role', async () => {
    const line = await newLine();
    await checkIn(line, north(3000, 10));
    await server.db
      .insertInto('order_hours')
      .values({
        ord_num: line.ordNum,
        vendor_id: office.vendorId,
        ocd_id: line.ocdId,
        start_at: new Date(0),
        method: 'Phone',
        input_by: 'IVR',
      })
      .execute();
    const staff = await staffSession(server, 'read_only');
    const res = await server.call(
      staffWorkOrderCheckInsCall,
      { params: { ordNum: line.ordNum } },
      { as: staff },
    );
    expect(res.status, res.text).toBe(200);
    const { items } = res.json as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      method: 'Web',
      siteState: 'off-site',
      flagged: true,
      accuracyMeters: 10,
    });
    expect(items[0]!.distanceMeters).toBeGreaterThan(2900);
    expect(items[1]).toMatchObject({ method: 'Phone', siteState: null, flagged: false });
    expect(
      (await server.call(staffWorkOrderCheckInsCall, { params: { ordNum: 2_147_483_000 } }, { as: staff }))
        .status,
    ).toBe(404);
    expect((await server.call(staffWorkOrderCheckInsCall, { params: { ordNum: line.ordNum } })).status).toBe(
      401,
    );
  });
});
