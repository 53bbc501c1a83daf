// The staff console's changes to work orders (issue 18, decision 061; the search and the form's
// choices are in staff-work-orders.repository.ts, the page in staff-work-order-page.service.ts). A change made here IS the provider API's change:
// the body becomes a provider PUT body, checked by the same schema and reference checks and written by
// the same statement (`writeWorkOrder`), so the same events are raised, with the staff member as
// their actor; the staff audit row with before and after is written in the same transaction.
import { randomUUID } from 'node:crypto';
import {
  putWorkOrderBodySchema,
  STAFF_WORK_ORDER_STALE,
  VISIT_MONTHS,
  type PutWorkOrderBody,
  type StaffWorkOrder,
  type staffReassignBodySchema,
  type staffWorkOrderBodySchema,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { assignOrderToVendor } from '../../domain/work-order-assignment.ts';
import { badReferences, loadRefsByIds, refErrors, writeWorkOrder } from './work-order-write.repository.ts';
import {
  giveStaffExternalIds,
  lockOrderVersion,
  readStaffWorkOrder,
  recurSummaryRows,
  vendorExists,
  workOrderNotFound,
} from './staff-work-orders.repository.ts';

type StaffBody = z.output<typeof staffWorkOrderBodySchema>;
type ReassignBody = z.output<typeof staffReassignBodySchema>;

/** Who acts: the signed-in staff member (the event's actor and the audit row's who). */
export type StaffWorkOrderActor = StaffActor & { staffId: number; ip: string | null };

/** A hand-made work order's (and crew line's) external id: the company's key for it (decision 061). */
export const newStaffExternalId = () => `staff:${randomUUID()}`;

// ---- changes: the provider API's write, by a staff member ----

const STAFF_FIELD: Record<string, string> = { client: 'clientId', store: 'storeId', vendor: 'vendorId' };
const staffPath = (path: string) =>
  path.replace(/^(client|store|vendor)$/, (p) => STAFF_FIELD[p]!).replace(/\.vendor$/, '.vendorId');

/** The recurring services kept as they are (the console does not edit them). */
async function recurRows(db: Db, ordNum: number): Promise<PutWorkOrderBody['recurSummary']> {
  const rows = await recurSummaryRows(db, ordNum);
  return rows.map((r) => ({
    recurNo: r.recur_no,
    year: r.year,
    task: r.task,
    category: r.category,
    visits: Object.fromEntries(VISIT_MONTHS.map((m) => [m, r[m === 'dec' ? 'dece' : m]])) as Record<
      (typeof VISIT_MONTHS)[number],
      number
    >,
  }));
}

/**
 * The staff body as the provider's PUT body (references by our ids, as text), checked by the
 * provider's own schema: a crew line named by ocdId takes that line's external id, a new one a
 * generated one.
 */
function providerBody(
  body: StaffBody,
  lineIds: Map<number, string>,
  recurSummary: PutWorkOrderBody['recurSummary'],
): PutWorkOrderBody {
  const crewLines = body.crewLines.map((line, i) => {
    const { ocdId, vendorId, ...rest } = line;
    let externalId: string;
    if (ocdId === undefined) externalId = newStaffExternalId();
    else {
      const known = lineIds.get(ocdId);
      if (!known) throw badRequest(`crewLines.${i}.ocdId: ${ocdId} is not a crew line of this work order.`);
      externalId = known;
    }
    return { ...rest, externalId, ...(vendorId === undefined ? {} : { vendor: String(vendorId) }) };
  });
  const { clientId, storeId, vendorId, crewLines: _lines, ...fields } = body;
  const parsed = putWorkOrderBodySchema.safeParse({
    ...fields,
    client: String(clientId),
    store: String(storeId),
    vendor: String(vendorId),
    crewLines,
    recurSummary,
  });
  if (!parsed.success)
    throw badRequest(
      `The work order is not valid: ${parsed.error.issues
        .map((issue) => `${staffPath(issue.path.join('.'))}: ${issue.message}`)
        .join('; ')}.`,
    );
  return parsed.data;
}

/** Checks the references (by id) and writes with the provider's statement; staff is the events' actor. */
async function write(
  tx: Db,
  externalId: string,
  body: PutWorkOrderBody,
  expectedVersion: number | undefined,
  actor: StaffWorkOrderActor,
): Promise<number> {
  const refs = await loadRefsByIds(tx, {
    vendors: [Number(body.vendor), ...body.crewLines.flatMap((l) => (l.vendor ? [Number(l.vendor)] : []))],
    clients: [Number(body.client)],
    stores: [Number(body.store)],
  });
  const errors = refErrors(body, refs, 'id');
  if (errors.length > 0) throw badReferences(errors.map((e) => ({ ...e, path: staffPath(e.path) })));
  const written = await writeWorkOrder(tx, refs, externalId, body, expectedVersion, {
    kind: 'staff',
    id: actor.staffId,
  });
  return written.ordNum;
}

export async function createWorkOrder(db: Db, body: StaffBody, actor: StaffWorkOrderActor) {
  if (body.crewLines.some((l) => l.ocdId !== undefined))
    throw badRequest('crewLines: a new work order has no crew lines yet; leave ocdId out.');
  return db.transaction().execute(async (tx) => {
    const ordNum = await write(tx, newStaffExternalId(), providerBody(body, new Map(), []), undefined, actor);
    return audited(tx, ordNum, null, actor, 'work-order.created');
  });
}

/** Locks the order and refuses a stale version (409, nothing written); the order as it is. */
async function lockVersion(tx: Db, ordNum: number, version: number): Promise<StaffWorkOrder> {
  const row = await lockOrderVersion(tx, ordNum);
  if (!row) throw workOrderNotFound();
  if (row.version !== version)
    throw new AppError(
      'conflict',
      `${STAFF_WORK_ORDER_STALE} (You opened version ${version}; it is now ${row.version}.)`,
      {
        reason: 'stale-version',
      },
    );
  return (await readStaffWorkOrder(tx, ordNum))!;
}

/**
 * As lockVersion, and gives the order and its crew lines an external id where they have none (seeded
 * ones): the provider's statement keys them by it, and would otherwise take a line without one for a
 * line to remove.
 */
async function lockForChange(tx: Db, ordNum: number, version: number): Promise<StaffWorkOrder> {
  const before = await lockVersion(tx, ordNum, version);
  await giveStaffExternalIds(tx, ordNum, before.externalId === null ? newStaffExternalId() : null);
  return (await readStaffWorkOrder(tx, ordNum))!;
}

async function change(
  db: Db,
  ordNum: number,
  version: number,
  actor: StaffWorkOrderActor,
  action: string,
  bodyOf: (before: StaffWorkOrder) => StaffBody,
) {
  return db.transaction().execute(async (tx) => {
    const before = await lockForChange(tx, ordNum, version);
    const lineIds = new Map(before.crewLines.map((l) => [l.ocdId, l.externalId!]));
    const body = providerBody(bodyOf(before), lineIds, await recurRows(tx, ordNum));
    await write(tx, before.externalId!, body, version, actor);
    return audited(tx, ordNum, before, actor, action);
  });
}

/** The order as the change left it, with the staff audit row of the change (before and after). */
async function audited(
  tx: Db,
  ordNum: number,
  before: StaffWorkOrder | null,
  actor: StaffWorkOrderActor,
  action: string,
) {
  const after = (await readStaffWorkOrder(tx, ordNum))!;
  await recordStaffAction(tx, {
    actor,
    action,
    subjectType: 'work-order',
    subjectId: ordNum,
    before,
    after,
    ip: actor.ip,
  });
  return { workOrder: after };
}

export function updateWorkOrder(
  db: Db,
  ordNum: number,
  edit: { version: number; workOrder: StaffBody },
  actor: StaffWorkOrderActor,
) {
  return change(db, ordNum, edit.version, actor, 'work-order.updated', (before) =>
    withLinesFollowingNte(before, edit.workOrder),
  );
}

const sameAmount = (a: string | null | undefined, b: string | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && Number(a) === Number(b);

/**
 * A line that took the order's NTE (made with "empty: the order's", so its NTE is the order's) keeps
 * following it (issue 38 point 11): when the edit changes the order's NTE and leaves such a line's
 * as it was, the line gets the new one, so the vendor does not go on seeing the old figure.
 */
function withLinesFollowingNte(before: StaffWorkOrder, body: StaffBody): StaffBody {
  if (body.nte === null || body.nte === undefined || sameAmount(before.nte, body.nte)) return body;
  const followed = new Set(before.crewLines.filter((l) => sameAmount(l.nte, before.nte)).map((l) => l.ocdId));
  return {
    ...body,
    crewLines: body.crewLines.map((line) =>
      line.ocdId !== undefined &&
      followed.has(line.ocdId) &&
      (line.nte === undefined || sameAmount(line.nte, before.nte))
        ? { ...line, nte: body.nte! }
        : line,
    ),
  };
}

/**
 * Moves the order and every crew line to another vendor through the one assignment a round's award
 * uses too (domain/work-order-assignment.ts): the old vendor's `work-order.updated` names no line of
 * it any more and the new vendor's names them all; an order without crew lines gets one for the new
 * vendor, who would otherwise not see it.
 */
export function reassignWorkOrder(db: Db, ordNum: number, body: ReassignBody, actor: StaffWorkOrderActor) {
  return db.transaction().execute(async (tx) => {
    const before = await lockVersion(tx, ordNum, body.version);
    if (before.vendorId === body.vendorId && before.crewLines.every((l) => l.vendorId === body.vendorId))
      throw badRequest('The work order is already assigned to this vendor.');
    if (!(await vendorExists(tx, body.vendorId)))
      throw badRequest(`vendorId: no vendor has the id ${body.vendorId}.`);
    await assignOrderToVendor(tx, ordNum, body.vendorId, { kind: 'staff', id: actor.staffId });
    return audited(tx, ordNum, before, actor, 'work-order.reassigned');
  });
}
