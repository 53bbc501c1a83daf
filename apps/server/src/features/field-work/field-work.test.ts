// The field work over real HTTP and PostgreSQL (issue 41 points 1 and 2, decision 114): a dispatched
// crew line shows its NTE and deadline, is accepted with an ETA in the store's time zone or declined
// with a reason, its ETA changed (kept in history), started, put on hold, completed and reopened by the
// company only; every move is a row of history, an event and the order's status following; a move the
// machine does not allow is 409 with words; two answers at once: one wins, the other 409; a double
// click (same Idempotency-Key) does it once; another vendor's line, a technician's unassigned line 404;
// the provider API shows the answer and reopens.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLETION_NEEDS_AFTER_PHOTO,
  COMPLETION_NEEDS_BEFORE_PHOTO,
  COMPLETION_NEEDS_CHECK_IN,
  checkInCall,
  MOVE_CLASHED,
  PROVIDER_API_PREFIX,
  crewLineMovedResponse,
  fieldWorkState,
  getFieldWorkCall,
  getWorkOrderCall,
  moveCrewLineCall,
  reopenCrewLineCall,
  staffFieldWorkCall,
  staffFieldWorkResponse,
  staffReopenCrewLineCall,
  type CrewLineMoveBody,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { eventsOf } from '../../../test/events.ts';
import {
  addBeforeAndAfterPhotos,
  dispatchOneLine,
  dispatchScene,
  signInUser,
  type DispatchedLine,
  type DispatchScene,
  type SignedIn,
} from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let writer: ProviderTestClient;
let office: SignedIn;
let technician: SignedIn;
let finance: SignedIn;
let stranger: SignedIn;
let scene: DispatchScene;

const V1 = PROVIDER_API_PREFIX;
const ETA = { date: '2026-12-03', from: '08:00', to: '10:00' };

beforeAll(async () => {
  scene = await dispatchScene(server);
  ({ writer, office } = scene);
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  finance = await signInUser(server, { vendorId: office.vendorId, roles: ['Finance'] });
  stranger = await signInUser(server, { roles: ['Office'] });
});

/** A work order dispatched through the provider API to the vendor: one crew line, Assigned. */
const dispatch = (respondBy?: string): Promise<DispatchedLine> =>
  dispatchOneLine(server, scene, {}, respondBy ? { respondBy } : {});

/** A before and an after photo of the line, as received (the evidence a completion needs). */
const photographed = (line: DispatchedLine) => addBeforeAndAfterPhotos(server.db, line, office);

const move = (ocdId: number, body: CrewLineMoveBody, as: SignedIn = office, key?: string) =>
  server.call(
    moveCrewLineCall,
    { params: { ocdId }, body },
    { as, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
const stateOf = async (ocdId: number, as: SignedIn = office) => {
  const res = await server.call(getFieldWorkCall, { params: { ocdId } }, { as });
  expect(res.status, res.text).toBe(200);
  return fieldWorkState.parse(res.json);
};
const orderStatus = async (ordNum: number) =>
  (
    await server.db
      .selectFrom('orders')
      .select('status_code')
      .where('ord_num', '=', ordNum)
      .executeTakeFirstOrThrow()
  ).status_code;
const eventsOfLine = async (ocdId: number) =>
  (await eventsOf(server.db, office.vendorId)).filter(
    (e) => (e.subject as { ocdId?: number }).ocdId === ocdId && e.type.startsWith('work-order.'),
  );

describe('a dispatch waiting for its answer', () => {
  it('shows the NTE, the deadline (24 hours by default) and the two answers; not overdue yet', async () => {
    const before = Date.now();
    const line = await dispatch();
    const state = await stateOf(line.ocdId);
    expect(state).toMatchObject({ status: 'Assigned', nte: '850.00', answerOverdue: false, eta: null });
    expect(state.moves).toEqual(['accept', 'decline']);
    const due = Date.parse(state.respondBy!);
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 60_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 60_000);
    expect(state.timeZone).toBe('America/Denver');
  });

  it('takes its hours from the portal setting dispatchResponseHours', async () => {
    const settings = await providerClient(server, ['settings:write']);
    const put = await settings.call('PUT', `${V1}/portal-settings`, { body: { dispatchResponseHours: 2 } });
    expect(put.status, put.text).toBe(200);
    try {
      const before = Date.now();
      const state = await stateOf((await dispatch()).ocdId);
      const due = Date.parse(state.respondBy!);
      expect(due).toBeGreaterThanOrEqual(before + 2 * 3_600_000 - 60_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000 + 60_000);
    } finally {
      await settings.call('PUT', `${V1}/portal-settings`, { body: { dispatchResponseHours: 24 } });
    }
  });

  it("takes the provider's own deadline, and is overdue once it has passed", async () => {
    const line = await dispatch('2026-01-01T12:00:00Z');
    const state = await stateOf(line.ocdId);
    expect(state.respondBy).toBe('2026-01-01T12:00:00.000Z');
    expect(state.answerOverdue).toBe(true);
  });
});

describe('accepting with an ETA', () => {
  it('records the answer and the ETA in the store time zone, a history row, an event, and the order dispatched', async () => {
    const line = await dispatch();
    const res = await move(line.ocdId, { move: 'accept', eta: ETA });
    expect(res.status, res.text).toBe(200);
    const answer = crewLineMovedResponse.parse(res.json);
    expect(answer.message).toBe('Work order accepted.');
    expect(answer.fieldWork).toMatchObject({
      status: 'Accepted',
      eta: { ...ETA, timeZone: 'America/Denver' },
      answerOverdue: false,
    });
    expect(answer.fieldWork.answeredAt).not.toBeNull();
    expect(answer.fieldWork.moves).toEqual(['change-eta', 'start', 'hold']);
    expect(answer.fieldWork.history).toMatchObject([
      { move: 'accept', from: 'Assigned', to: 'Accepted', byKind: 'vendor-user' },
    ]);
    expect(await orderStatus(line.ordNum)).toBe('DISPATCHED');
    expect(await eventsOfLine(line.ocdId)).toMatchObject([
      {
        type: 'work-order.accepted',
        actorKind: 'vendor-user',
        actorId: office.userId,
        subject: {
          ordNum: line.ordNum,
          ocdId: line.ocdId,
          workOrderExternalId: line.externalId,
          crewLineExternalId: line.lineExternalId,
        },
        data: { from: 'Assigned', to: 'Accepted', eta: { ...ETA, timeZone: 'America/Denver' } },
      },
    ]);
  });

  it('refuses a window that ends before it starts, a bad day and a bad time: 400, nothing changed', async () => {
    const line = await dispatch();
    for (const eta of [
      { date: '2026-12-03', from: '10:00', to: '09:00' },
      { date: '2026-02-30', from: '08:00', to: '09:00' },
      { date: '2026-12-03', from: '8am', to: '09:00' },
    ]) {
      const res = await move(line.ocdId, { move: 'accept', eta });
      expect(res.status, res.text).toBe(400);
    }
    expect((await stateOf(line.ocdId)).status).toBe('Assigned');
    expect(await eventsOfLine(line.ocdId)).toEqual([]);
  });

  it('of two answers sent at once, lets one win and answers the other 409', async () => {
    const line = await dispatch();
    const [a, b] = await Promise.all([
      move(line.ocdId, { move: 'accept', eta: ETA }),
      move(line.ocdId, { move: 'decline', reason: 'No availability' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(String(lost.json.message)).toMatch(/cannot be|same time/);
    const state = await stateOf(line.ocdId);
    expect(state.history).toHaveLength(1);
    expect(await eventsOfLine(line.ocdId)).toHaveLength(1);
    if (lost.status === 409 && String(lost.json.message) === MOVE_CLASHED)
      expect(state.history).toHaveLength(1);
  });

  it('does a double click once: the same Idempotency-Key replays the first answer', async () => {
    const line = await dispatch();
    const key = randomUUID();
    const [a, b] = [
      await move(line.ocdId, { move: 'accept', eta: ETA }, office, key),
      await move(line.ocdId, { move: 'accept', eta: ETA }, office, key),
    ];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventsOfLine(line.ocdId)).toHaveLength(1);
    // a second click with a key of its own is refused by the machine: the line is no longer Assigned
    const c = await move(line.ocdId, { move: 'accept', eta: ETA });
    expect(c.status).toBe(409);
    expect(c.json.message).toBe('This work order is Accepted: it cannot be accepted.');
  });
});

describe('declining', () => {
  it('needs words for Other; records the reason, and the order opens again when its only line is declined', async () => {
    const line = await dispatch();
    const bare = await move(line.ocdId, { move: 'decline', reason: 'Other' });
    expect(bare.status, bare.text).toBe(400);
    const res = await move(line.ocdId, {
      move: 'decline',
      reason: 'Other',
      note: 'Our van is off the road.',
    });
    expect(res.status, res.text).toBe(200);
    const answer = crewLineMovedResponse.parse(res.json);
    expect(answer.fieldWork).toMatchObject({
      status: 'Declined',
      decline: { reason: 'Other', note: 'Our van is off the road.' },
      moves: [],
    });
    expect(await orderStatus(line.ordNum)).toBe('OPEN');
    expect((await eventsOfLine(line.ocdId)).map((e) => e.type)).toEqual(['work-order.declined']);
    expect((await move(line.ocdId, { move: 'accept', eta: ETA })).status).toBe(409);
  });

  it('refuses hostile or out-of-range input with a 400 and changes nothing', async () => {
    const line = await dispatch();
    for (const body of [
      { move: 'decline', reason: 'Other', note: 'x'.repeat(1001) },
      { move: 'accept', eta: { date: '2026-12-03', from: '08:00', to: '10:00', extra: 1 } },
      { move: 'accept' },
      { move: 'fly' },
      { move: 'complete', resolutionNotes: 'Done', labourHours: -1 },
      { move: 'complete', resolutionNotes: 'Done', labourHours: '2' },
      'accept',
    ]) {
      const res = await server.send(
        moveCrewLineCall,
        { params: { ocdId: line.ocdId }, body },
        { as: office },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await stateOf(line.ocdId)).history).toEqual([]);
  });

  it('refuses a reason not on the list', async () => {
    const line = await dispatch();
    const res = await server.send(
      moveCrewLineCall,
      { params: { ocdId: line.ocdId }, body: { move: 'decline', reason: 'Bored' } },
      { as: office },
    );
    expect(res.status).toBe(400);
  });
});

describe('the work, from accepted to completed and reopened', () => {
  it('changes the ETA (history kept), starts, holds, resumes and completes; each a row, an event and the order following', async () => {
    const line = await dispatch();
    expect((await move(line.ocdId, { move: 'accept', eta: ETA })).status).toBe(200);
    const later = { date: '2026-12-04', from: '13:00', to: '15:30' };
    expect((await move(line.ocdId, { move: 'change-eta', eta: later })).status).toBe(200);
    // the same ETA again changes and raises nothing
    expect((await move(line.ocdId, { move: 'change-eta', eta: later })).status).toBe(200);
    // completing before the work started is refused with words
    const early = await move(line.ocdId, { move: 'complete', resolutionNotes: 'Done', labourHours: 1 });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('This work order is Accepted: it cannot be completed.');

    expect((await move(line.ocdId, { move: 'start' })).status).toBe(200);
    expect(await orderStatus(line.ordNum)).toBe('IN PROGRESS');
    const hold = await move(line.ocdId, {
      move: 'hold',
      reason: 'Parts on order',
      expectedDate: '2026-12-10',
    });
    expect(hold.status, hold.text).toBe(200);
    expect(crewLineMovedResponse.parse(hold.json).fieldWork.hold).toEqual({
      reason: 'Parts on order',
      expectedDate: '2026-12-10',
      note: '',
    });
    expect(await orderStatus(line.ordNum)).toBe('ON HOLD');
    expect((await move(line.ocdId, { move: 'start' })).status).toBe(200);

    const noNotes = await server.send(
      moveCrewLineCall,
      { params: { ocdId: line.ocdId }, body: { move: 'complete', resolutionNotes: '  ', labourHours: 2 } },
      { as: office },
    );
    expect(noNotes.status).toBe(400);
    expect(noNotes.text).toContain('Resolution notes are required.');
    const done = await move(
      line.ocdId,
      { move: 'complete', resolutionNotes: 'Replaced the compressor.', labourHours: 3.5 },
      technician,
    ).catch(() => null);
    // the technician is not assigned to this line: 404, as another vendor's
    expect(done?.status).toBe(404);
    // without the photos a completion needs, refused with what is missing (and the page is told first)
    const unproved = await move(line.ocdId, {
      move: 'complete',
      resolutionNotes: 'Replaced the compressor.',
      labourHours: 3.5,
    });
    expect(unproved.status).toBe(400);
    expect(unproved.json.message).toBe(`${COMPLETION_NEEDS_BEFORE_PHOTO} ${COMPLETION_NEEDS_AFTER_PHOTO}`);
    expect(await orderStatus(line.ordNum)).toBe('IN PROGRESS');
    const shown = await server.call(getFieldWorkCall, { params: { ocdId: line.ocdId } }, { as: office });
    expect(shown.json).toMatchObject({
      completionMissing: [COMPLETION_NEEDS_BEFORE_PHOTO, COMPLETION_NEEDS_AFTER_PHOTO],
    });
    await photographed(line);
    const completed = await move(line.ocdId, {
      move: 'complete',
      resolutionNotes: 'Replaced the compressor.',
      labourHours: 3.5,
    });
    expect(completed.status, completed.text).toBe(200);
    const state = crewLineMovedResponse.parse(completed.json).fieldWork;
    expect(state).toMatchObject({
      status: 'Completed',
      hold: null,
      completion: { resolutionNotes: 'Replaced the compressor.', labourHours: '3.50' },
      eta: { ...later, timeZone: 'America/Denver' },
      moves: [],
    });
    expect(state.history.map((h) => `${h.move} ${h.from}>${h.to}`)).toEqual([
      'complete In Progress>Completed',
      'start On Hold>In Progress',
      'hold In Progress>On Hold',
      'start Accepted>In Progress',
      'change-eta Accepted>Accepted',
      'accept Assigned>Accepted',
    ]);
    expect(await orderStatus(line.ordNum)).toBe('COMPLETED');
    const events = await eventsOfLine(line.ocdId);
    expect(events.map((e) => e.type)).toEqual([
      'work-order.accepted',
      'work-order.eta-changed',
      'work-order.started',
      'work-order.put-on-hold',
      'work-order.started',
      'work-order.completed',
    ]);
    expect(events[1]!.data).toMatchObject({
      eta: { ...later, timeZone: 'America/Denver' },
      previousEta: { ...ETA, timeZone: 'America/Denver' },
    });
    expect(events[5]!.data).toEqual({ from: 'In Progress', to: 'Completed', labourHours: '3.50' });

    // the vendor cannot reopen: not a move of its body (400)
    const vendorReopen = await server.send(
      moveCrewLineCall,
      { params: { ocdId: line.ocdId }, body: { move: 'reopen' } },
      { as: office },
    );
    expect(vendorReopen.status).toBe(400);

    // the company sees it all in the console, and reopens
    const manager = await staffSession(server, 'vendor_manager');
    const page = await server.call(staffFieldWorkCall, { params: { ordNum: line.ordNum } }, { as: manager });
    expect(page.status, page.text).toBe(200);
    const [seen] = staffFieldWorkResponse.parse(page.json).crewLines;
    expect(seen).toMatchObject({ status: 'Completed', moves: ['reopen'], eta: { ...later } });
    const reader = await staffSession(server, 'read_only');
    expect(
      (
        await server.call(
          staffReopenCrewLineCall,
          { params: { ocdId: line.ocdId }, body: {} },
          { as: reader },
        )
      ).status,
    ).toBe(403);
    const reopened = await server.call(
      staffReopenCrewLineCall,
      { params: { ocdId: line.ocdId }, body: { note: 'The unit still leaks.' } },
      { as: manager },
    );
    expect(reopened.status, reopened.text).toBe(200);
    expect(crewLineMovedResponse.parse(reopened.json).fieldWork).toMatchObject({
      status: 'In Progress',
      completion: null,
    });
    expect(await orderStatus(line.ordNum)).toBe('IN PROGRESS');
    const audit = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id'])
      .where('subject_type', '=', 'crew-line')
      .where('subject_id', '=', String(line.ocdId))
      .execute();
    expect(audit).toEqual([{ action: 'crew-line.reopened', staff_id: manager.staffId }]);
    const last = (await eventsOfLine(line.ocdId)).at(-1)!;
    expect(last).toMatchObject({
      type: 'work-order.reopened',
      actorKind: 'staff',
      data: { from: 'Completed', to: 'In Progress', note: 'The unit still leaks.' },
    });
    // reopening again: not completed any more
    const again = await server.call(
      staffReopenCrewLineCall,
      { params: { ocdId: line.ocdId }, body: {} },
      { as: manager },
    );
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This work order is In Progress: it cannot be reopened.');
  });
});

describe('the provider API', () => {
  it("shows the vendor's answer and ETA on the work order's crew line, and reopens a completed line", async () => {
    const line = await dispatch();
    await move(line.ocdId, { move: 'accept', eta: ETA });
    const got = await server.call(
      getWorkOrderCall,
      { params: { externalId: line.externalId } },
      { as: writer },
    );
    expect(got.status, got.text).toBe(200);
    const [crewLine] = (got.json as { crewLines: Record<string, unknown>[] }).crewLines;
    expect(crewLine).toMatchObject({
      status: 'Accepted',
      eta: { ...ETA, timeZone: 'America/Denver' },
      decline: null,
      hold: null,
      completion: null,
    });
    expect(typeof crewLine!.respondBy).toBe('string');
    expect(typeof crewLine!.answeredAt).toBe('string');

    const notDone = await server.call(
      reopenCrewLineCall,
      { params: { externalId: line.externalId, crewLineExternalId: line.lineExternalId }, body: {} },
      { as: writer },
    );
    expect(notDone.status).toBe(409);
    expect(String(notDone.json.detail)).toBe('This work order is Accepted: it cannot be reopened.');

    await move(line.ocdId, { move: 'start' });
    await photographed(line);
    expect(
      (await move(line.ocdId, { move: 'complete', resolutionNotes: 'Fixed.', labourHours: 1 })).status,
    ).toBe(200);
    const reopened = await server.call(
      reopenCrewLineCall,
      { params: { externalId: line.externalId, crewLineExternalId: line.lineExternalId }, body: {} },
      { as: writer },
    );
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json).toMatchObject({
      workOrder: line.externalId,
      crewLine: line.lineExternalId,
      status: 'In Progress',
    });
    expect((await eventsOfLine(line.ocdId)).at(-1)).toMatchObject({
      type: 'work-order.reopened',
      actorKind: 'provider',
    });
    const unknown = await server.call(
      reopenCrewLineCall,
      { params: { externalId: line.externalId, crewLineExternalId: 'no-such-line' }, body: {} },
      { as: writer },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('who may', () => {
  it("answers 404 to another vendor's user and to a technician not assigned, 401 without a session", async () => {
    const line = await dispatch();
    for (const as of [stranger, technician]) {
      expect((await server.call(getFieldWorkCall, { params: { ocdId: line.ocdId } }, { as })).status).toBe(
        404,
      );
      expect((await move(line.ocdId, { move: 'accept', eta: ETA }, as)).status).toBe(404);
    }
    expect((await server.call(getFieldWorkCall, { params: { ocdId: line.ocdId } })).status).toBe(401);
    expect(
      (await server.call(moveCrewLineCall, { params: { ocdId: line.ocdId }, body: { move: 'start' } }))
        .status,
    ).toBe(401);
    expect((await stateOf(line.ocdId)).status).toBe('Assigned');
  });

  it('lets an assigned technician answer, and a Finance user read but not answer (403)', async () => {
    const line = await dispatch();
    await server.db
      .insertInto('crew_line_assignments')
      .values({ ocd_id: line.ocdId, user_id: technician.userId, vendor_id: office.vendorId })
      .execute();
    expect((await stateOf(line.ocdId, finance)).status).toBe('Assigned');
    expect((await move(line.ocdId, { move: 'accept', eta: ETA }, finance)).status).toBe(403);
    const res = await move(line.ocdId, { move: 'accept', eta: ETA }, technician);
    expect(res.status, res.text).toBe(200);
    expect(crewLineMovedResponse.parse(res.json).fieldWork.history[0]).toMatchObject({
      byKind: 'vendor-user',
    });
  });

  it('answers 404 for a crew line that does not exist', async () => {
    expect(
      (await server.call(getFieldWorkCall, { params: { ocdId: 2_147_483_000 } }, { as: office })).status,
    ).toBe(404);
  });
});

describe('a check-in before Completed, when the company requires it', () => {
  it('refuses the completion until someone checked in on the line, then completes it', async () => {
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'requireCheckInBeforeCompletion', value: 'true' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' }))
      .execute();
    try {
      const line = await dispatch();
      await move(line.ocdId, { move: 'accept', eta: ETA });
      await move(line.ocdId, { move: 'start' });
      await photographed(line);
      const body = { move: 'complete', resolutionNotes: 'Fixed.', labourHours: 1 } as const;
      const refused = await move(line.ocdId, body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(COMPLETION_NEEDS_CHECK_IN);
      const checkedIn = await server.call(
        checkInCall,
        { params: { id: line.ocdId }, body: { position: null, positionProblem: 'denied' } },
        { as: office },
      );
      expect(checkedIn.status, checkedIn.text).toBe(200);
      expect((await move(line.ocdId, body)).status).toBe(200);
    } finally {
      await server.db
        .deleteFrom('portal_settings')
        .where('key', '=', 'requireCheckInBeforeCompletion')
        .execute();
    }
  });
});
