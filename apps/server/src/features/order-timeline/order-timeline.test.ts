// The activity timeline over real HTTP and PostgreSQL (issue 41 point 6, decision 119): one of each
// kind seeded through the real calls where cheap (dispatch and NTE by the provider PUT, answer, ETA,
// start, check-in, note, assignment) and as event rows where a call needs a file (document, photo) or a
// schedulable order (visit date); the items newest first and complete; a vendor sees its own side and
// never another vendor's; the technician matrix; the console and the provider see every vendor's;
// pages by cursor cover every item once; a cursor it did not give is 400.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_API_PREFIX,
  assignCrewLinesCall,
  checkInCall,
  createOrderNoteCall,
  moveCrewLineCall,
  orderTimelineCall,
  orderTimelineResponse,
  staffOrderTimelineCall,
  type OrderTimelineResponse,
  type TimelineItem,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import {
  assignedLine,
  dispatchedOrder,
  dispatchScene,
  givenExternalId,
  signInUser,
  uniqueId,
  type ProviderPlace,
  type SignedIn,
} from '../../../test/fixtures/index.ts';
import { eventRow } from '../../platform/events/record-event.ts';

const server = testServerForFile();
let writer: ProviderTestClient;
let office: SignedIn;
let technician: SignedIn;
let other: SignedIn;
let stranger: SignedIn;
const vendorIds: Record<'a' | 'b', string> = { a: '', b: '' };
let place: ProviderPlace;
const V1 = PROVIDER_API_PREFIX;
const ETA = { date: '2026-12-03', from: '08:00', to: '10:00' };

beforeAll(async () => {
  ({ writer, office, vendor: vendorIds.a, place } = await dispatchScene(server, 'Acme'));
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  other = await signInUser(server, { roles: ['Office'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  vendorIds.b = await givenExternalId(server, other.vendorId);
});

type Order = { externalId: string; ordNum: number; lineA: number; lineB: number; lines: string[] };

/** The provider's PUT of an order with a crew line for vendor A and one for vendor B. */
async function putOrder(externalId: string, lines: string[], nteA: string): Promise<number> {
  const res = await writer.call('PUT', `${V1}/work-orders/${externalId}`, {
    body: {
      ...dispatchedOrder(place, vendorIds.a),
      poNum: `PO-${externalId}`,
      crewLines: [
        assignedLine(lines[0]!, { vendor: vendorIds.a, nte: nteA }),
        assignedLine(lines[1]!, { vendor: vendorIds.b }),
      ],
    },
  });
  expect([200, 201], res.text).toContain(res.status);
  return res.status;
}

async function dispatchToTwo(): Promise<Order> {
  const externalId = uniqueId('WO');
  const lines = [uniqueId('LA'), uniqueId('LB')];
  await putOrder(externalId, lines, '500.00');
  const rows = await server.db
    .selectFrom('crew_details')
    .select(['ocd_id', 'ord_num', 'external_id'])
    .where('external_id', 'in', lines)
    .execute();
  const byLine = new Map(rows.map((r) => [r.external_id, r]));
  return {
    externalId,
    ordNum: rows[0]!.ord_num,
    lineA: byLine.get(lines[0]!)!.ocd_id,
    lineB: byLine.get(lines[1]!)!.ocd_id,
    lines,
  };
}

const move = async (
  ocdId: number,
  body: Parameters<typeof server.call<typeof moveCrewLineCall>>[1]['body'],
  as: SignedIn,
) => {
  const res = await server.call(moveCrewLineCall, { params: { ocdId }, body }, { as });
  expect(res.status, res.text).toBe(200);
};

/** An event row of the order as its feature would write it (a file upload's, a schedulable visit's). */
async function eventOf(row: Parameters<typeof eventRow>[0]) {
  await server.db.insertInto('events').values(eventRow(row)).execute();
}

/** Every kind on vendor A's line, one on vendor B's. */
async function seedEveryKind(order: Order) {
  const { ordNum, lineA, lineB } = order;
  await move(lineA, { move: 'accept', eta: ETA }, office);
  await move(lineB, { move: 'accept', eta: ETA }, other);
  await move(lineA, { move: 'change-eta', eta: { ...ETA, from: '12:00', to: '14:00' } }, office);
  const assigned = await server.call(
    assignCrewLinesCall,
    { body: { ocdIds: [lineA], userIds: [technician.userId] } },
    { as: office },
  );
  expect(assigned.status, assigned.text).toBe(200);
  await move(lineA, { move: 'start' }, technician);
  const checkedIn = await server.call(
    checkInCall,
    { params: { id: lineA }, body: { position: null, positionProblem: 'denied' } },
    { as: technician },
  );
  expect(checkedIn.status, checkedIn.text).toBe(200);
  const note = await server.call(
    createOrderNoteCall,
    { body: { ordNum, note: 'Compressor replaced' } },
    { as: technician },
  );
  expect(note.status, note.text).toBe(200);
  const actor = { kind: 'vendor-user' as const, id: office.userId };
  const fileId = 900_000 + ordNum; // the events' own document and photo: no row behind them
  await eventOf({
    type: 'document.uploaded',
    vendorId: office.vendorId,
    actor,
    subject: { documentId: fileId, ordNum },
    data: { type: 'Sign-off', fileName: 'signoff.pdf', fileExtension: 'pdf', sizeBytes: 1234 },
  });
  await eventOf({
    type: 'work-order.photo-added',
    vendorId: office.vendorId,
    actor,
    subject: { ordNum, ocdId: lineA, photoId: fileId },
    data: { kind: 'after', sha256: 'a'.repeat(64), sizeBytes: 4321, receivedAt: new Date().toISOString() },
  });
  await eventOf({
    type: 'visit.scheduled',
    vendorId: office.vendorId,
    actor,
    subject: { ordNum, ocdId: lineA },
    data: { visitDate: '2026-12-04T16:00:00.000Z' },
  });
  // the company changes vendor A's NTE: a crew line change row, written by the trigger
  expect(await putOrder(order.externalId, order.lines, '650.00')).toBe(200);
}

const vendorTimeline = (
  ordNum: number,
  as: SignedIn,
  query: { limit: number; cursor?: string } = { limit: 20 },
) => server.call(orderTimelineCall, { params: { ordNum }, query }, { as });

async function allPages(read: (cursor?: string) => Promise<OrderTimelineResponse>) {
  const items: TimelineItem[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const answer = await read(cursor);
    items.push(...answer.items);
    if (answer.nextCursor === null) return items;
    cursor = answer.nextCursor;
  }
  throw new Error('the pages did not end');
}

const newestFirst = (items: TimelineItem[]) =>
  items.every((item, i) => i === 0 || Date.parse(items[i - 1]!.at) >= Date.parse(item.at));

describe("the vendor's History", () => {
  let order: Order;
  beforeAll(async () => {
    order = await dispatchToTwo();
    await seedEveryKind(order);
  });

  it('has every kind of the issue, newest first, with who did it, and nothing of the other vendor', async () => {
    const res = await vendorTimeline(order.ordNum, office, { limit: 100 });
    expect(res.status, res.text).toBe(200);
    const { items, nextCursor } = orderTimelineResponse.parse(res.json);
    expect(nextCursor).toBeNull();
    expect(newestFirst(items)).toBe(true);
    expect(new Set(items.map((i) => i.kind))).toEqual(
      new Set([
        'dispatch',
        'order',
        'answer',
        'eta',
        'assignment',
        'status',
        'check-in',
        'note',
        'document',
        'photo',
        'visit-date',
        'nte',
      ]),
    );
    const vendorA = (
      await server.db
        .selectFrom('vendors')
        .select('company')
        .where('id', '=', office.vendorId)
        .executeTakeFirstOrThrow()
    ).company;
    expect(items.every((i) => i.vendorName === vendorA)).toBe(true);
    // one accept only: vendor B's is not here
    expect(items.filter((i) => i.what === 'Accepted')).toHaveLength(1);
    const byWhat = (what: string) => items.find((i) => i.what === what)!;
    expect(byWhat('NTE changed')).toMatchObject({
      kind: 'nte',
      who: 'The company',
      details: '$500.00 to $650.00',
    });
    // the company's PUT that changed the NTE is one write: its event and its NTE row share the time
    expect(
      items
        .slice(0, 2)
        .map((i) => i.kind)
        .sort(),
    ).toEqual(['nte', 'order']);
    expect(byWhat('Dispatched')).toMatchObject({ details: 'NTE $500.00', actor: 'company' });
    expect(byWhat('Accepted').details).toBe('ETA 2026-12-03 08:00-10:00 (America/Denver)');
    expect(byWhat('ETA changed').details).toContain('ETA 2026-12-03 12:00-14:00');
    expect(byWhat('Work started')).toMatchObject({
      actor: 'vendor-user',
      details: 'Accepted to In Progress',
    });
    expect(byWhat('Checked in').details).toContain('no position (flagged for review)');
    const u = await server.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', technician.userId)
      .executeTakeFirstOrThrow();
    const name = `${u.first_name} ${u.last_name}`.trim() || u.email;
    expect(byWhat('Technicians assigned').details).toBe(name);
    expect(byWhat('Note added').who).toBe(name);
  });

  it("is the vendor's own side for the other vendor too", async () => {
    const res = await vendorTimeline(order.ordNum, other, { limit: 100 });
    expect(res.status, res.text).toBe(200);
    const { items } = orderTimelineResponse.parse(res.json);
    // the company's second PUT changed only the first vendor's line (its NTE): nothing this vendor
    // sees changed, so it has no `work-order.updated` (decision 122)
    expect(items.map((i) => i.what).sort()).toEqual(['Accepted', 'Dispatched', 'Work order sent'].sort());
  });

  it("shows an item of the order addressed to no one vendor to each of its vendors, and no one else's", async () => {
    const own = await dispatchToTwo();
    await eventOf({
      type: 'work-order.updated',
      vendorId: null,
      actor: { kind: 'provider', id: null },
      subject: { ordNum: own.ordNum, workOrderExternalId: own.externalId },
      data: { version: 9, poNum: 'PO-ALL', status: 'DISPATCHED', crewLines: [] },
    });
    for (const who of [office, other]) {
      const res = await vendorTimeline(own.ordNum, who, { limit: 100 });
      expect(res.status, res.text).toBe(200);
      const items = orderTimelineResponse.parse(res.json).items;
      expect(items[0]).toMatchObject({ what: 'Work order updated', who: 'The company', vendorName: null });
      expect(items[0]!.details).toContain('PO-ALL');
    }
  });

  it('reads in pages by cursor: every item once, in the same order', async () => {
    const whole = orderTimelineResponse.parse(
      (await vendorTimeline(order.ordNum, office, { limit: 100 })).json,
    );
    const paged = await allPages(async (cursor) => {
      const res = await vendorTimeline(order.ordNum, office, { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      return orderTimelineResponse.parse(res.json);
    });
    expect(paged.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
  });

  it('answers 404 to another vendor, to a technician not assigned to the order, 401 without a session, 400 to a cursor it did not give', async () => {
    expect((await vendorTimeline(order.ordNum, stranger)).status).toBe(404);
    expect((await vendorTimeline(2_000_000_000, office)).status).toBe(404);
    expect((await vendorTimeline(order.ordNum, technician)).status).toBe(200);
    const elsewhere = await dispatchToTwo();
    expect((await vendorTimeline(elsewhere.ordNum, technician)).status).toBe(404);
    expect((await vendorTimeline(elsewhere.ordNum, office)).status).toBe(200);
    expect(
      (await server.call(orderTimelineCall, { params: { ordNum: order.ordNum }, query: { limit: 20 } }))
        .status,
    ).toBe(401);
    const bad = await vendorTimeline(order.ordNum, office, { limit: 20, cursor: 'bm90LW91cnM' });
    expect(bad.status).toBe(400);
    expect((bad.json as { code?: string }).code).toBe('invalid-cursor');
    expect((await vendorTimeline(order.ordNum, office, { limit: 0 })).status).toBe(400);
  });
});

describe("the company's timeline", () => {
  let order: Order;
  beforeAll(async () => {
    order = await dispatchToTwo();
    await seedEveryKind(order);
  });

  it('shows every vendor of the order in the console, with the same items as each vendor reads', async () => {
    const staff = await staffSession(server, 'read_only');
    const res = await server.call(
      staffOrderTimelineCall,
      { params: { ordNum: order.ordNum }, query: { limit: 100 } },
      { as: staff },
    );
    expect(res.status, res.text).toBe(200);
    const items = orderTimelineResponse.parse(res.json).items;
    expect(newestFirst(items)).toBe(true);
    const a = orderTimelineResponse.parse(
      (await vendorTimeline(order.ordNum, office, { limit: 100 })).json,
    ).items;
    const b = orderTimelineResponse.parse(
      (await vendorTimeline(order.ordNum, other, { limit: 100 })).json,
    ).items;
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([...a, ...b].map((i) => i.id)));
    expect(
      (
        await server.call(
          staffOrderTimelineCall,
          { params: { ordNum: 2_000_000_000 }, query: { limit: 20 } },
          { as: staff },
        )
      ).status,
    ).toBe(404);
  });

  it('is on the provider API by the external id, paged, 404 for an unknown one', async () => {
    const reader = await providerClient(server, ['work-orders:read']);
    const first = await reader.call('GET', `${V1}/work-orders/${order.externalId}/timeline?limit=5`);
    expect(first.status, first.text).toBe(200);
    const page = orderTimelineResponse.parse(first.json);
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    const second = await reader.call(
      'GET',
      `${V1}/work-orders/${order.externalId}/timeline?limit=5&cursor=${page.nextCursor}`,
    );
    expect(second.status, second.text).toBe(200);
    const ids = new Set([...page.items, ...orderTimelineResponse.parse(second.json).items].map((i) => i.id));
    expect(ids.size).toBe(10);
    expect((await reader.call('GET', `${V1}/work-orders/${uniqueId('NONE')}/timeline`)).status).toBe(404);
  });
});
