// The field work of a crew line (issue 41 points 1 and 2, decision 114): the vendor's answers to a
// dispatch and its moves of the work, the company's reopen, each checked against the one state
// machine (contracts' crew-line-moves.ts). A move runs in one transaction: the order locked first (as
// a provider PUT locks it, so the two queue rather than deadlock), the line's conditional update (on
// the status the move was checked against: a second answer sent at the same time finds the line
// moved and is 409), a row of history, the order's status following its lines, and the move's event.
// A repeat of the same ETA changes and raises nothing; a repeat of any other move is refused by the
// machine (409) unless it carries the same Idempotency-Key, which replays the first answer.
import {
  FIELD_WORK_NOT_FOUND,
  MOVE_CLASHED,
  MOVE_DONE,
  allowedMoves,
  completionMissing,
  moveRefused,
  moveTarget,
  orderStatusAfter,
  type CrewLineMove,
  type CrewLineMoveInput,
  type CrewLineMovedResponse,
  type Eta,
  type EventType,
  type FieldWorkState,
  type MoveActor,
  type ProviderCrewLineState,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { completionEvidence } from '../../domain/completion-evidence.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { fieldWorkOf } from '../../domain/crew-line-field-work.repository.ts';
import {
  applyMove,
  insertMove,
  lineStatuses,
  lockOrder,
  movesOf,
  readCrewLine,
  readCrewLineByExternalIds,
  readOrderCrewLines,
  touchOrder,
  type CrewLineRow,
  type MoveColumns,
} from './field-work.repository.ts';

export const fieldWorkNotFound = () => new AppError('not_found', FIELD_WORK_NOT_FOUND);

/** A move as the service takes it: the vendor's body, or the company's reopen. */
export type MoveRequest = CrewLineMoveInput | { move: 'reopen'; note: string };

const EVENT_OF: Record<CrewLineMove, EventType> = {
  accept: 'work-order.accepted',
  decline: 'work-order.declined',
  'change-eta': 'work-order.eta-changed',
  start: 'work-order.started',
  hold: 'work-order.put-on-hold',
  complete: 'work-order.completed',
  reopen: 'work-order.reopened',
  // the company's write of the work order makes these (work-order-write.repository.ts, decision 122)
  cancel: 'work-order.crew-line-cancelled',
  redispatch: 'work-order.redispatched',
};

const sideOf = (actor: EventActor): MoveActor => (actor.kind === 'vendor-user' ? 'vendor' : 'company');

/** The line as the field-work calls show it, for a reader on `side`. */
async function stateOf(db: Db, lines: CrewLineRow[], side: MoveActor, now: Date): Promise<FieldWorkState[]> {
  const history = await movesOf(
    db,
    lines.map((l) => l.ocdId),
  );
  // what a completion would still lack, read only for a line that may be completed now
  const missing = await Promise.all(
    lines.map(async (line) =>
      allowedMoves(line.status, side).includes('complete')
        ? completionMissing(await completionEvidence(db, line.ocdId))
        : [],
    ),
  );
  return lines.map((line, i) => ({
    ocdId: line.ocdId,
    ordNum: line.ordNum,
    crewId: line.crewId,
    vendorCompany: line.vendorCompany,
    status: line.status,
    nte: line.nte,
    ...fieldWorkOf(line),
    answerOverdue:
      line.status === 'Assigned' &&
      line.responseDueAt !== null &&
      line.responseDueAt.getTime() < now.getTime(),
    timeZone: line.timeZone,
    moves: allowedMoves(line.status, side),
    completionMissing: missing[i]!,
    history: history
      .filter((m) => m.ocdId === line.ocdId)
      .map((m) => ({
        id: m.id,
        move: m.move as CrewLineMove,
        from: m.fromStatus,
        to: m.toStatus,
        at: m.createdAt.toISOString(),
        by: m.actorKind === 'vendor-user' ? (m.userName ?? 'A user of the vendor') : 'The company',
        byKind: m.actorKind as 'vendor-user' | 'provider' | 'staff' | 'system',
        reason: m.reason,
        data: (m.data ?? {}) as Record<string, unknown>,
      })),
  }));
}

export async function vendorFieldWork(db: Db, vendorId: number, ocdId: number): Promise<FieldWorkState> {
  const line = await readCrewLine(db, ocdId, vendorId);
  if (!line) throw fieldWorkNotFound();
  return (await stateOf(db, [line], 'vendor', new Date()))[0]!;
}

export async function staffFieldWork(db: Db, ordNum: number): Promise<{ crewLines: FieldWorkState[] }> {
  const lines = await readOrderCrewLines(db, ordNum);
  if (lines.length === 0) throw new AppError('not_found', 'The work order was not found.');
  return { crewLines: await stateOf(db, lines, 'company', new Date()) };
}

const etaOf = (line: CrewLineRow) => fieldWorkOf(line).eta;
const sameEta = (a: ReturnType<typeof etaOf>, b: Eta) =>
  a !== null && a.date === b.date && a.from === b.from && a.to === b.to;

/** The columns a move writes, its history row's reason and data, and its event's data. */
function effectsOf(request: MoveRequest, line: CrewLineRow, now: Date) {
  const eta = (e: Eta) => ({ ...e, timeZone: line.timeZone });
  switch (request.move) {
    case 'accept':
      return {
        columns: {
          answered_at: now,
          eta_date: request.eta.date,
          eta_from: request.eta.from,
          eta_to: request.eta.to,
        },
        reason: null,
        data: { eta: eta(request.eta) },
      };
    case 'decline':
      return {
        columns: { answered_at: now, decline_reason: request.reason, decline_note: request.note },
        reason: request.reason,
        data: { reason: request.reason, note: request.note },
      };
    case 'change-eta':
      return {
        columns: { eta_date: request.eta.date, eta_from: request.eta.from, eta_to: request.eta.to },
        reason: null,
        data: { eta: eta(request.eta), previousEta: etaOf(line) },
      };
    case 'start':
      return { columns: { hold_reason: null, hold_until: null, hold_note: null }, reason: null, data: {} };
    case 'hold':
      return {
        columns: { hold_reason: request.reason, hold_until: request.expectedDate, hold_note: request.note },
        reason: request.reason,
        data: { reason: request.reason, expectedDate: request.expectedDate, note: request.note },
      };
    case 'complete': {
      const labourHours = request.labourHours.toFixed(2);
      return {
        columns: {
          resolution_notes: request.resolutionNotes,
          labour_hours: labourHours,
          completed_at: now,
          hold_reason: null,
          hold_until: null,
          hold_note: null,
        },
        reason: null,
        data: { labourHours },
      };
    }
    case 'reopen':
      return {
        columns: { resolution_notes: null, labour_hours: null, completed_at: null },
        reason: request.note === '' ? null : request.note,
        data: { note: request.note },
      };
  }
}

/** Makes the move on the line (found by the caller for its side), or refuses it with a 409. */
async function moveLine(
  db: Db,
  found: CrewLineRow,
  request: MoveRequest,
  actor: EventActor,
  /** what the caller writes in the move's transaction besides (the staff audit row) */
  alongside?: (tx: Db, from: string, to: string) => Promise<void>,
): Promise<CrewLineRow> {
  const side = sideOf(actor);
  const to = moveTarget(found.status, request.move, side);
  if (to === undefined)
    throw new AppError('conflict', moveRefused(found.status, request.move, side), {
      reason: 'move-not-allowed',
    });
  // the evidence a completion needs: before and after photos, a check-in when the company requires it
  if (request.move === 'complete') {
    const missing = completionMissing(await completionEvidence(db, found.ocdId));
    if (missing.length > 0)
      throw new AppError('bad_request', missing.join(' '), { reason: 'evidence-missing' });
  }
  // the same ETA again (a double click with a new key): nothing to change, nothing to tell
  if (request.move === 'change-eta' && sameEta(etaOf(found), request.eta)) return found;

  const now = new Date();
  const effects = effectsOf(request, found, now);
  await db.transaction().execute(async (tx) => {
    const orderStatus = await lockOrder(tx, found.ordNum);
    if (!(await applyMove(tx, found.ocdId, found.status, to, effects.columns as MoveColumns)))
      throw new AppError('conflict', MOVE_CLASHED, { reason: 'moved-meanwhile' });
    await insertMove(tx, {
      ocd_id: found.ocdId,
      ord_num: found.ordNum,
      vendor_id: found.vendorId,
      move: request.move,
      from_status: found.status,
      to_status: to,
      actor_kind: actor.kind,
      actor_id: 'id' in actor ? actor.id : null,
      reason: effects.reason,
      data: effects.data,
    });
    await touchOrder(tx, found.ordNum, orderStatusAfter(orderStatus, await lineStatuses(tx, found.ordNum)));
    await recordEvent(tx, {
      type: EVENT_OF[request.move],
      vendorId: found.vendorId,
      actor,
      subject: {
        ordNum: found.ordNum,
        ocdId: found.ocdId,
        workOrderExternalId: found.workOrderExternalId,
        crewLineExternalId: found.crewLineExternalId,
      },
      data: { from: found.status, to, ...effects.data },
    } as Parameters<typeof recordEvent>[1]);
    await alongside?.(tx, found.status, to);
  });
  return (await readCrewLine(db, found.ocdId))!;
}

/** A vendor user's move on one of the vendor's crew lines (the route checked the user reaches it). */
export async function vendorMove(
  db: Db,
  vendorId: number,
  userId: number,
  ocdId: number,
  request: CrewLineMoveInput,
): Promise<CrewLineMovedResponse> {
  const line = await readCrewLine(db, ocdId, vendorId);
  if (!line) throw fieldWorkNotFound();
  const moved = await moveLine(db, line, request, { kind: 'vendor-user', id: userId });
  const [fieldWork] = await stateOf(db, [moved], 'vendor', new Date());
  return { success: true, message: MOVE_DONE[request.move], fieldWork: fieldWork! };
}

/** The staff console's reopen of a completed crew line. */
export async function staffReopen(
  db: Db,
  staff: StaffActor & { staffId: number; ip: string },
  ocdId: number,
  note: string,
): Promise<CrewLineMovedResponse> {
  const line = await readCrewLine(db, ocdId);
  if (!line) throw fieldWorkNotFound();
  const moved = await moveLine(
    db,
    line,
    { move: 'reopen', note },
    { kind: 'staff', id: staff.staffId },
    (tx, from, to) =>
      recordStaffAction(tx, {
        actor: staff,
        action: 'crew-line.reopened',
        subjectType: 'crew-line',
        subjectId: line.ocdId,
        before: { status: from },
        after: { status: to, note },
        vendorId: line.vendorId,
        ip: staff.ip,
      }),
  );
  const [fieldWork] = await stateOf(db, [moved], 'company', new Date());
  return { success: true, message: MOVE_DONE.reopen, fieldWork: fieldWork! };
}

/** The provider API's reopen, by the company's ids of the work order and the crew line. */
export async function providerReopen(
  db: Db,
  workOrderExternalId: string,
  crewLineExternalId: string,
  note: string,
): Promise<ProviderCrewLineState> {
  const line = await readCrewLineByExternalIds(db, workOrderExternalId, crewLineExternalId);
  if (!line)
    throw new AppError('not_found', 'There is no such crew line on a work order with this external id.', {
      reason: 'not-found',
    });
  const moved = await moveLine(db, line, { move: 'reopen', note }, { kind: 'provider', id: null });
  return {
    workOrder: workOrderExternalId,
    crewLine: crewLineExternalId,
    status: moved.status,
    ...fieldWorkOf(moved),
  };
}
