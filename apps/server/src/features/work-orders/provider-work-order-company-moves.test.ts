// The company's write of a work order against the vendor's answers (decision 122), over real HTTP and
// PostgreSQL: the same PUT again (Assigned as dispatched) keeps the vendor's Accepted and In Progress,
// with no history row and no event; a change of NTE or dates keeps them too and names what changed in
// `work-order.updated`; the company's Cancelled, reopen (In Progress of a completed line) and dispatch
// again are moves with their history row, event and timeline line; the vendor's own statuses sent by
// the company are 409 with words, nothing written; the bulk call keeps the answer the same way.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_API_PREFIX,
  fieldWorkState,
  getFieldWorkCall,
  getWorkOrderTimelineCall,
  moveCrewLineCall,
  updateStaffWorkOrderCall,
  type CrewLineMoveBody,
} from '@vp/contracts';
import { staffSession } from '../../../test/staff-client.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import type { ProviderTestClient } from '../../../test/provider-client.ts';
import { eventsOf } from '../../../test/events.ts';
import {
  addBeforeAndAfterPhotos,
  assignedLine,
  dispatchOneLine,
  dispatchScene,
  type DispatchedLine,
  type DispatchScene,
  type SignedIn,
} from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let writer: ProviderTestClient;
let office: SignedIn;
let scene: DispatchScene;

const V1 = PROVIDER_API_PREFIX;
const ETA = { date: '2026-12-03', from: '08:00', to: '10:00' };

beforeAll(async () => {
  scene = await dispatchScene(server);
  ({ writer, office } = scene);
});

type Order = DispatchedLine;

const line = (o: Pick<Order, 'lineExternalId'>, fields: Record<string, unknown> = {}) =>
  assignedLine(o.lineExternalId, fields);

/** PUTs the order's body with `changes` (and its line's `lineFields`); the answer. */
const put = (o: Order, changes: Record<string, unknown> = {}, lineFields: Record<string, unknown> = {}) =>
  writer.call('PUT', `${V1}/work-orders/${o.externalId}`, {
    body: { ...o.body, crewLines: [line(o, lineFields)], ...changes },
  });

/** A work order dispatched to the vendor through the provider API: one crew line, Assigned. */
const dispatch = (): Promise<Order> => dispatchOneLine(server, scene, { scope: '<p>Fix the unit.</p>' });

const move = async (ocdId: number, body: CrewLineMoveBody) => {
  const res = await server.call(moveCrewLineCall, { params: { ocdId }, body }, { as: office });
  expect(res.status, res.text).toBe(200);
};
const stateOf = async (ocdId: number) => {
  const res = await server.call(getFieldWorkCall, { params: { ocdId } }, { as: office });
  expect(res.status, res.text).toBe(200);
  return fieldWorkState.parse(res.json);
};
const orderRow = (ordNum: number) =>
  server.db
    .selectFrom('orders')
    .select(['status_code', 'version'])
    .where('ord_num', '=', ordNum)
    .executeTakeFirstOrThrow();
const eventsOfOrder = async (ordNum: number) =>
  (await eventsOf(server.db, office.vendorId)).filter(
    (e) => (e.subject as { ordNum?: number }).ordNum === ordNum,
  );
const movesOf = (ocdId: number) =>
  server.db
    .selectFrom('crew_line_status_moves')
    .select(['move', 'from_status', 'to_status', 'actor_kind'])
    .where('ocd_id', '=', ocdId)
    .orderBy('id')
    .execute();

/** Gives the line a before and an after photo, as received (what a completion needs). */
const photographed = (o: Order) => addBeforeAndAfterPhotos(server.db, o, office);

describe("the company's PUT again", () => {
  it("keeps the vendor's Accepted when it repeats Assigned: no history row, no version, no event", async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    const before = await orderRow(o.ordNum);
    const events = (await eventsOfOrder(o.ordNum)).length;

    const again = await put(o);
    expect(again.status, again.text).toBe(200);
    expect((again.json as { crewLines: { status: string }[] }).crewLines[0]!.status).toBe('Accepted');
    const state = await stateOf(o.ocdId);
    expect(state).toMatchObject({ status: 'Accepted', eta: { ...ETA, timeZone: 'America/Denver' } });
    expect(state.answeredAt).not.toBeNull();
    expect(await movesOf(o.ocdId)).toEqual([
      { move: 'accept', from_status: 'Assigned', to_status: 'Accepted', actor_kind: 'vendor-user' },
    ]);
    // nothing changed: the same version (ETag) and no event
    expect(await orderRow(o.ordNum)).toEqual(before);
    expect(again.headers.get('etag')).toBe(`"${before.version}"`);
    expect(await eventsOfOrder(o.ordNum)).toHaveLength(events);
  });

  it('keeps In Progress and the order following it when the NTE and work date change, naming the changes', async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    await move(o.ocdId, { move: 'start' });
    expect((await orderRow(o.ordNum)).status_code).toBe('IN PROGRESS');

    const changed = await put(o, { nte: '900.00' }, { workDate: '2026-12-05T15:00:00Z' });
    expect(changed.status, changed.text).toBe(200);
    expect((await stateOf(o.ocdId)).status).toBe('In Progress');
    // the body's DISPATCHED is the dispatch's status again: the order stays where its line put it
    expect((await orderRow(o.ordNum)).status_code).toBe('IN PROGRESS');
    expect((await eventsOfOrder(o.ordNum)).at(-1)).toMatchObject({
      type: 'work-order.updated',
      actorKind: 'provider',
      data: {
        status: 'IN PROGRESS',
        crewLines: [o.lineExternalId],
        changes: ['nte', 'crewLines.nte', 'crewLines.workDate'],
      },
    });
    expect((await movesOf(o.ocdId)).map((m) => m.move)).toEqual(['accept', 'start']);
  });

  it('through the bulk call too: the answer kept, an unchanged item writes nothing', async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    const before = await orderRow(o.ordNum);
    const item = { ...o.body, externalId: o.externalId, crewLines: [line(o)] };
    const res = await writer.call('POST', `${V1}/work-orders/bulk`, { body: { items: [item] } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ updated: 1, failed: 0 });
    expect((await stateOf(o.ocdId)).status).toBe('Accepted');
    expect(await orderRow(o.ordNum)).toEqual(before);

    const scoped = { ...item, scope: '<p>Fix the unit and the thermostat.</p>' };
    const res2 = await writer.call('POST', `${V1}/work-orders/bulk`, { body: { items: [scoped] } });
    expect(res2.json).toMatchObject({ updated: 1, failed: 0 });
    expect((await stateOf(o.ocdId)).status).toBe('Accepted');
    expect((await eventsOfOrder(o.ordNum)).at(-1)).toMatchObject({
      type: 'work-order.updated',
      data: { status: 'DISPATCHED', changes: ['scope'] },
    });
  });
});

describe("the company's moves by its PUT", () => {
  it('cancels a line and dispatches it again: each a history row, an event and a timeline line', async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    const cancelled = await put(o, { status: 'CANCELLED' }, { status: 'Cancelled' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await stateOf(o.ocdId)).status).toBe('Cancelled');
    expect((await orderRow(o.ordNum)).status_code).toBe('CANCELLED');

    const again = await put(o, {}, { status: 'Assigned' });
    expect(again.status, again.text).toBe(200);
    const state = await stateOf(o.ocdId);
    expect(state).toMatchObject({ status: 'Assigned', eta: null, answeredAt: null });
    expect(Date.parse(state.respondBy!)).toBeGreaterThan(Date.now());
    expect(await movesOf(o.ocdId)).toEqual([
      { move: 'accept', from_status: 'Assigned', to_status: 'Accepted', actor_kind: 'vendor-user' },
      { move: 'cancel', from_status: 'Accepted', to_status: 'Cancelled', actor_kind: 'provider' },
      { move: 'redispatch', from_status: 'Cancelled', to_status: 'Assigned', actor_kind: 'provider' },
    ]);
    const lineEvents = (await eventsOfOrder(o.ordNum)).filter(
      (e) => (e.subject as { ocdId?: number }).ocdId === o.ocdId,
    );
    expect(lineEvents.map((e) => e.type)).toEqual([
      'work-order.accepted',
      'work-order.crew-line-cancelled',
      'work-order.redispatched',
    ]);
    expect(lineEvents[1]).toMatchObject({
      actorKind: 'provider',
      subject: { workOrderExternalId: o.externalId, crewLineExternalId: o.lineExternalId },
      data: { from: 'Accepted', to: 'Cancelled', orderStatus: 'CANCELLED' },
    });
    // the vendor's history and the company's timeline show both
    expect(state.history.map((h) => `${h.move} ${h.by}`)).toEqual([
      'redispatch The company',
      'cancel The company',
      expect.stringMatching(/^accept /),
    ]);
    const timeline = await server.call(
      getWorkOrderTimelineCall,
      { params: { externalId: o.externalId }, query: { limit: 50 } },
      { as: writer },
    );
    expect(timeline.status, timeline.text).toBe(200);
    const whats = (timeline.json as { items: { what: string; kind: string }[] }).items.map((i) => i.what);
    expect(whats).toContain('Cancelled by the company');
    expect(whats).toContain('Dispatched again');
    expect(whats.indexOf('Dispatched again')).toBeLessThan(whats.indexOf('Cancelled by the company'));
  });

  it('reopens a completed line when the company sends In Progress', async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    await move(o.ocdId, { move: 'start' });
    await photographed(o);
    await move(o.ocdId, { move: 'complete', resolutionNotes: 'Fixed.', labourHours: 1 });
    expect((await orderRow(o.ordNum)).status_code).toBe('COMPLETED');
    // the company's systems re-sync the order as they dispatched it: Completed stays
    expect((await put(o)).status).toBe(200);
    expect((await stateOf(o.ocdId)).status).toBe('Completed');

    const reopened = await put(o, { status: 'IN PROGRESS' }, { status: 'In Progress' });
    expect(reopened.status, reopened.text).toBe(200);
    expect(await stateOf(o.ocdId)).toMatchObject({ status: 'In Progress', completion: null });
    expect((await movesOf(o.ocdId)).at(-1)).toEqual({
      move: 'reopen',
      from_status: 'Completed',
      to_status: 'In Progress',
      actor_kind: 'provider',
    });
    expect(
      (await eventsOfOrder(o.ordNum)).filter((e) => e.type === 'work-order.reopened').at(-1),
    ).toMatchObject({ actorKind: 'provider', data: { from: 'Completed', to: 'In Progress', note: '' } });
  });

  it('keeps a decline on Assigned again, and dispatches it again only with a new respondBy', async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'decline', reason: 'Outside our service area', note: '' });
    expect((await put(o)).status).toBe(200);
    expect((await stateOf(o.ocdId)).status).toBe('Declined');

    const respondBy = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const again = await put(o, {}, { respondBy });
    expect(again.status, again.text).toBe(200);
    const state = await stateOf(o.ocdId);
    expect(state).toMatchObject({ status: 'Assigned', decline: null, answeredAt: null });
    expect(Date.parse(state.respondBy!)).toBe(Date.parse(respondBy));
    expect((await movesOf(o.ocdId)).map((m) => m.move)).toEqual(['decline', 'redispatch']);
  });

  it("refuses the vendor's own statuses with 409 and words, writing nothing", async () => {
    const o = await dispatch();
    const before = await orderRow(o.ordNum);
    const accepted = await put(o, { nte: '999.00' }, { status: 'Accepted' });
    expect(accepted.status).toBe(409);
    expect(String((accepted.json as { detail: string }).detail)).toContain(
      'crewLines.0.status: The crew line is Assigned: the company cannot set it to Accepted.',
    );
    await move(o.ocdId, { move: 'accept', eta: ETA });
    await move(o.ocdId, { move: 'start' });
    const completed = await put(o, {}, { status: 'Completed' });
    expect(completed.status).toBe(409);
    expect(String((completed.json as { detail: string }).detail)).toContain(
      'The crew line is In Progress: the company cannot set it to Completed.',
    );
    expect((await stateOf(o.ocdId)).status).toBe('In Progress');
    const row = await server.db
      .selectFrom('orders')
      .select(sql`nte::text`.as('nte'))
      .where('ord_num', '=', o.ordNum)
      .executeTakeFirstOrThrow();
    expect(row.nte).toBe('850.00');
    expect((await orderRow(o.ordNum)).version).toBe(before.version + 2); // the two moves only

    // through the bulk call: that item fails alone, named, the other lands
    const other = await dispatch();
    const res = await writer.call('POST', `${V1}/work-orders/bulk`, {
      body: {
        items: [
          { ...o.body, externalId: o.externalId, crewLines: [line(o, { status: 'On Hold' })] },
          { ...other.body, externalId: other.externalId, nte: '10.00', crewLines: [line(other)] },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ updated: 1, failed: 1 });
    expect(JSON.stringify(res.json)).toContain('the company cannot set it to On Hold');
  });
});

describe("the staff console's edit (the same write)", () => {
  it("keeps the vendor's answer on a save that does not touch it, and cancels as the staff member", async () => {
    const o = await dispatch();
    await move(o.ocdId, { move: 'accept', eta: ETA });
    const staff = await staffSession(server, 'vendor_manager');
    const ids = await server.db
      .selectFrom('orders')
      .select(['client_id', 'location_id', 'vendor_id', 'version'])
      .where('ord_num', '=', o.ordNum)
      .executeTakeFirstOrThrow();
    const edit = (version: number, status: string, lineStatus: string) =>
      server.call(
        updateStaffWorkOrderCall,
        {
          params: { ordNum: o.ordNum },
          body: {
            version,
            workOrder: {
              poNum: o.body.poNum as string,
              status,
              clientId: ids.client_id,
              storeId: ids.location_id,
              vendorId: ids.vendor_id!,
              category: 'HVAC',
              orderType: 'Repair',
              nte: '850.00',
              scope: '<p>Fix the unit.</p>',
              crewLines: [
                { ocdId: o.ocdId, status: lineStatus as 'Assigned', workDate: '2026-12-03T15:00:00Z' },
              ],
            },
          },
        },
        { as: staff },
      );
    // the console's form still held Assigned (opened before the answer): the answer stays
    const saved = await edit(ids.version, 'DISPATCHED', 'Assigned');
    expect(saved.status, saved.text).toBe(200);
    expect((await stateOf(o.ocdId)).status).toBe('Accepted');
    const { version } = await orderRow(o.ordNum);
    const cancelled = await edit(version, 'DISPATCHED', 'Cancelled');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await movesOf(o.ocdId)).at(-1)).toEqual({
      move: 'cancel',
      from_status: 'Accepted',
      to_status: 'Cancelled',
      actor_kind: 'staff',
    });
    expect((await eventsOfOrder(o.ordNum)).at(-1)).toMatchObject({
      type: 'work-order.crew-line-cancelled',
      actorKind: 'staff',
      actorId: staff.staffId,
      data: { from: 'Accepted', to: 'Cancelled', orderStatus: 'DISPATCHED' },
    });
  });
});
