// The staff console's Work orders (issue 18, decision 061). The search and the page read across every
// vendor; the page's sections are the vendor's own Work Order Details answers (the same service
// functions, called with each vendor of the order). A change made here IS the provider API's change:
// the body becomes a provider PUT body, checked by the same schema and reference checks and written by
// the same statement (`writeWorkOrder`), so the same events are raised, with the staff member as
// their actor; the staff audit row with before and after is written in the same transaction.
import { randomUUID } from 'node:crypto';
import {
  actionText,
  changeText,
  dataText,
  putWorkOrderBodySchema,
  STAFF_WORK_ORDER_STALE,
  VISIT_MONTHS,
  type PutWorkOrderBody,
  type StaffVendorView,
  type StaffWorkOrder,
  type StaffWorkOrderHistoryItem,
  type StaffWorkOrderRow,
  type staffReassignBodySchema,
  type staffWorkOrderBodySchema,
  type staffWorkOrderChoicesQuery,
  type staffWorkOrderSearchQuery,
} from '@vp/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { assignOrderToVendor } from '../../domain/work-order-assignment.ts';
import { listOrderDocumentRows } from '../../domain/document-review.repository.ts';
import { staffDocumentOf } from '../../domain/staff-document-view.ts';
import { badReferences, loadRefsByIds, refErrors, writeWorkOrder } from './work-order-write.ts';
import {
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getOrderNotes,
  getRecurSummary,
} from './work-order-details-reads.ts';

type SearchQuery = z.output<typeof staffWorkOrderSearchQuery>;
type StaffBody = z.output<typeof staffWorkOrderBodySchema>;
type ReassignBody = z.output<typeof staffReassignBodySchema>;

/** Who acts: the signed-in staff member (the event's actor and the audit row's who). */
export type StaffWorkOrderActor = StaffActor & { staffId: number; ip: string | null };

const workOrderNotFound = () =>
  new AppError('not_found', 'There is no work order with this number.', { reason: 'not-found' });

/** A hand-made work order's (and crew line's) external id: the company's key for it (decision 061). */
export const newStaffExternalId = () => `staff:${randomUUID()}`;

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

// ---- search ----

/** The search counts its matches up to this many ("more than 10,000"): narrow the search to see more. */
export const SEARCH_COUNT_CAP = 10_000;

export async function searchWorkOrders(
  db: Db,
  q: SearchQuery,
): Promise<{
  rows: StaffWorkOrderRow[];
  total: number;
  totalIsMore: boolean;
  page: number;
  pageSize: number;
}> {
  let base = db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code');
  if (q.poNum) base = base.where(sql<boolean>`lower(o.po_num) like ${likePrefix(q.poNum)}`);
  if (q.clientId) base = base.where('o.client_id', '=', q.clientId);
  if (q.status) base = base.where('o.status_code', '=', q.status);
  if (q.store) base = base.where(sql<boolean>`lower(l.store_number) like ${likePrefix(q.store)}`);
  if (q.vendorId !== undefined || q.from || q.to) {
    // the vendor and the dates are a crew line's: the same line must match both
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('crew_details as cd')
          .select('cd.ocd_id')
          .whereRef('cd.ord_num', '=', 'o.ord_num')
          .$if(q.vendorId !== undefined, (w) => w.where('cd.vendor_id', '=', q.vendorId!))
          .$if(q.from !== undefined, (w) => w.where('cd.work_date', '>=', new Date(`${q.from}T00:00:00Z`)))
          .$if(q.to !== undefined, (w) => w.where('cd.work_date', '<', nextDay(q.to!))),
      ),
    );
  }
  const [countRow, rows] = await Promise.all([
    // counted up to the cap: an exact count of 100,000 rows costs more than the page itself
    db
      .selectFrom(
        base
          .select('o.ord_num')
          .limit(SEARCH_COUNT_CAP + 1)
          .as('found'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .select([
        'o.ord_num as ordNum',
        'o.po_num as poNum',
        'o.status_code as status',
        's.description as statusDescription',
        'c.name as clientName',
        'l.store_number as storeNumber',
        'l.name as storeName',
        'l.city',
        'l.state',
        'o.created_at as createdAt',
        'o.external_id as externalId',
        sql<Date | null>`(select min(cd.work_date) from crew_details cd where cd.ord_num = o.ord_num)`.as(
          'workDate',
        ),
        sql<{ id: number; company: string }[]>`(
          select coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'company', v.company) order by v.company), '[]')
          from vendors v where v.id in (select cd.vendor_id from crew_details cd where cd.ord_num = o.ord_num))`.as(
          'vendors',
        ),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.ord_num', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), workDate: iso(r.workDate) })),
    total: Math.min(Number(countRow.n), SEARCH_COUNT_CAP),
    totalIsMore: Number(countRow.n) > SEARCH_COUNT_CAP,
    page: q.page,
    pageSize: q.pageSize,
  };
}

// ---- the form's choices ----

export async function workOrderChoices(db: Db, q: z.output<typeof staffWorkOrderChoicesQuery>) {
  const vendorText = q.vendor;
  const [statuses, clients, stores, vendors] = await Promise.all([
    db.selectFrom('order_statuses').select(['code', 'description']).orderBy('sort_order').execute(),
    db.selectFrom('clients').select(['id', 'code', 'name']).orderBy('name').limit(500).execute(),
    q.clientId === undefined
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'store_number as storeNumber', 'name', 'city'])
          .where('client_id', '=', q.clientId)
          .orderBy('store_number')
          .limit(1000)
          .execute(),
    db
      .selectFrom('vendors')
      .select(['id', 'company', sql<string>`vendor_num::text`.as('vendorNumber')])
      .$if(vendorText !== undefined, (w) =>
        w.where((eb) =>
          eb.or([
            eb(sql`lower(company)`, 'like', `%${likePrefix(vendorText!)}`),
            eb(sql`vendor_num::text`, 'like', likePrefix(vendorText!)),
          ]),
        ),
      )
      .orderBy(sql`status = 'active'`, 'desc')
      .orderBy('company')
      .limit(20)
      .execute(),
  ]);
  return { statuses, clients, stores, vendors };
}

// ---- one work order ----

/** The work order's own fields and crew lines with our ids (the form's values; the audit's before/after). */
export async function readStaffWorkOrder(db: Db, ordNum: number): Promise<StaffWorkOrder | null> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code')
    .leftJoin('vendors as v', 'v.id', 'o.vendor_id')
    .leftJoin('client_instructions as ci', 'ci.ord_num', 'o.ord_num')
    .select([
      'o.ord_num as ordNum',
      'o.external_id as externalId',
      'o.version',
      'o.created_at as createdAt',
      'o.updated_at as updatedAt',
      'o.po_num as poNum',
      'o.status_code as status',
      's.description as statusDescription',
      'c.id as clientId',
      'c.name as clientName',
      'l.id as storeId',
      'l.store_number as storeNumber',
      'l.name as storeName',
      'o.vendor_id as vendorId',
      'v.company as vendorCompany',
      'o.category',
      'o.order_type as orderType',
      'o.priority',
      'o.client_po as clientPO',
      sql<string | null>`o.nte::text`.as('nte'),
      'o.order_comment as scope',
      'o.additional_information as additionalInformation',
      'o.begin_service as beginService',
      'o.service_end as serviceEnd',
      'o.service_days as serviceDays',
      sql<string>`coalesce(ci.html, '')`.as('clientInstructions'),
    ])
    .where('o.ord_num', '=', ordNum)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('crew_details as cd')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.external_id as externalId',
      'cd.vendor_id as vendorId',
      'v.company as vendorCompany',
      'cd.crew_id as crewId',
      'cd.status',
      'cd.work_date as workDate',
      'cd.visit_date as visitDate',
      sql<string>`cd.nte::text`.as('nte'),
    ])
    .where('cd.ord_num', '=', ordNum)
    .orderBy('cd.ocd_id')
    .execute();
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    beginService: iso(order.beginService),
    serviceEnd: iso(order.serviceEnd),
    crewLines: lines.map((l) => ({ ...l, workDate: l.workDate.toISOString(), visitDate: iso(l.visitDate) })),
  };
}

/** What each vendor of the order sees in its Work Order Details: the vendor's own read functions. */
async function vendorViews(db: Db, order: StaffWorkOrder): Promise<StaffVendorView[]> {
  const firstLines = new Map<number, StaffWorkOrder['crewLines'][number]>();
  for (const line of order.crewLines) if (!firstLines.has(line.vendorId)) firstLines.set(line.vendorId, line);
  return Promise.all(
    [...firstLines.values()].map(async (line) => {
      const [information, recur, clientInstruction, hours, crew, notes] = await Promise.all([
        getOrderDetail(db, line.vendorId, line.ocdId),
        getRecurSummary(db, line.vendorId, order.ordNum),
        getClientInstruction(db, line.vendorId, order.ordNum),
        getOrderHours(db, line.vendorId, order.ordNum),
        getCrewDetails(db, line.vendorId, line.crewId, order.ordNum),
        getOrderNotes(db, line.vendorId, order.ordNum),
      ]);
      return {
        vendorId: line.vendorId,
        vendorCompany: line.vendorCompany,
        information,
        recur,
        clientInstruction,
        hours,
        crew,
        notes,
      };
    }),
  );
}

const HISTORY_LIMIT = 200;

/** The order's events (the feed's rows naming its ordNum) and the staff audit rows of it, newest first. */
async function history(db: Db, ordNum: number): Promise<StaffWorkOrderHistoryItem[]> {
  const [events, audits] = await Promise.all([
    db
      .selectFrom('events as e')
      .leftJoin('vendors as v', 'v.id', 'e.vendor_id')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'vendor-user'),
      )
      .leftJoin('staff_accounts as sa', (join) =>
        join.onRef('sa.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'staff'),
      )
      .select([
        'e.id',
        'e.occurred_at as at',
        'e.type',
        'e.actor_kind as actorKind',
        'u.email as userEmail',
        'sa.email as staffEmail',
        'v.company as vendorCompany',
        'e.data',
      ])
      .where(sql<boolean>`e.subject ->> 'ordNum' = ${String(ordNum)}`)
      .orderBy('e.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom('staff_audit_log')
      .select(['at', 'action', 'staff_email as staffEmail', 'before', 'after'])
      .where('subject_type', '=', 'work-order')
      .where('subject_id', '=', String(ordNum))
      .orderBy('at', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
  ]);
  const who = (e: (typeof events)[number]) =>
    e.actorKind === 'provider'
      ? "The company's systems (provider API)"
      : e.actorKind === 'staff'
        ? `Staff: ${e.staffEmail ?? 'unknown'}`
        : e.actorKind === 'vendor-user'
          ? (e.userEmail ?? 'A vendor user')
          : 'The portal';
  // One line per change (issue 38 point 8): a staff change's events were written in its transaction,
  // so they share its time; they are the same change as its audit row, which says more (the fields
  // before and after). Events of one statement for several vendors (a work-order.updated each) are
  // one line naming them all.
  const staffTimes = new Map(audits.map((a) => [a.at.getTime(), new Set<string>()]));
  const lines = new Map<string, StaffWorkOrderHistoryItem & { sort: number; vendors: Set<string> }>();
  for (const e of events) {
    const folded = e.actorKind === 'staff' ? staffTimes.get(e.at.getTime()) : undefined;
    if (folded) {
      if (e.vendorCompany !== null) folded.add(e.vendorCompany);
      continue;
    }
    const detail = dataText(e.data);
    const key = `${e.at.getTime()}|${e.type}|${who(e)}|${detail}`;
    const line = lines.get(key) ?? {
      sort: e.at.getTime(),
      at: e.at.toISOString(),
      source: 'event' as const,
      action: e.type,
      what: actionText(e.type),
      who: who(e),
      vendorCompany: null,
      detail,
      vendors: new Set<string>(),
    };
    if (e.vendorCompany !== null) line.vendors.add(e.vendorCompany);
    lines.set(key, line);
  }
  const items = [
    ...[...lines.values()].map(({ vendors, ...line }) => ({
      ...line,
      vendorCompany: vendorsText(vendors),
    })),
    ...audits.map((a) => ({
      sort: a.at.getTime(),
      at: a.at.toISOString(),
      source: 'staff' as const,
      action: a.action,
      what: actionText(a.action),
      who: `Staff: ${a.staffEmail}`,
      vendorCompany: vendorsText(staffTimes.get(a.at.getTime())),
      detail: historyChange(a.before, a.after),
    })),
  ];
  return items
    .sort((a, b) => b.sort - a.sort)
    .slice(0, HISTORY_LIMIT)
    .map(({ sort: _sort, ...item }) => item);
}

const vendorsText = (vendors: Set<string> | undefined) =>
  vendors === undefined || vendors.size === 0 ? null : [...vendors].sort().join(', ');

/** Fields of the order's page that follow from others (the status's words, the client's name). */
const DERIVED = new Set(['statusDescription', 'clientName', 'storeName', 'vendorCompany']);
const withoutDerived = (values: unknown) =>
  values !== null && typeof values === 'object' && !Array.isArray(values)
    ? Object.fromEntries(Object.entries(values).filter(([k]) => !DERIVED.has(k)))
    : values;

/** A staff change's line: what it changed (a creation: "Created", not every field of the order). */
function historyChange(before: unknown, after: unknown): string {
  if (before === null || typeof before !== 'object') return 'Created';
  return changeText(withoutDerived(before), withoutDerived(after));
}

export async function getWorkOrderPage(db: Db, ordNum: number) {
  const workOrder = await readStaffWorkOrder(db, ordNum);
  if (!workOrder) throw workOrderNotFound();
  const [views, documents, items] = await Promise.all([
    vendorViews(db, workOrder),
    listOrderDocumentRows(db, ordNum),
    history(db, ordNum),
  ]);
  return { workOrder, vendorViews: views, documents: documents.map(staffDocumentOf), history: items };
}

// ---- changes: the provider API's write, by a staff member ----

const STAFF_FIELD: Record<string, string> = { client: 'clientId', store: 'storeId', vendor: 'vendorId' };
const staffPath = (path: string) =>
  path.replace(/^(client|store|vendor)$/, (p) => STAFF_FIELD[p]!).replace(/\.vendor$/, '.vendorId');

/** The recurring services kept as they are (the console does not edit them). */
async function recurRows(db: Db, ordNum: number): Promise<PutWorkOrderBody['recurSummary']> {
  const rows = await db.selectFrom('recur_summaries').selectAll().where('ord_num', '=', ordNum).execute();
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
  const row = await tx
    .selectFrom('orders')
    .select('version')
    .where('ord_num', '=', ordNum)
    .forUpdate()
    .executeTakeFirst();
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
  if (before.externalId === null)
    await tx
      .updateTable('orders')
      .set({ external_id: newStaffExternalId() })
      .where('ord_num', '=', ordNum)
      .execute();
  await tx
    .updateTable('crew_details')
    .set({ external_id: sql<string>`'staff:' || gen_random_uuid()` })
    .where('ord_num', '=', ordNum)
    .where('external_id', 'is', null)
    .execute();
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
    const vendor = await tx
      .selectFrom('vendors')
      .select('id')
      .where('id', '=', body.vendorId)
      .executeTakeFirst();
    if (!vendor) throw badRequest(`vendorId: no vendor has the id ${body.vendorId}.`);
    await assignOrderToVendor(tx, ordNum, body.vendorId, { kind: 'staff', id: actor.staffId });
    return audited(tx, ordNum, before, actor, 'work-order.reassigned');
  });
}
