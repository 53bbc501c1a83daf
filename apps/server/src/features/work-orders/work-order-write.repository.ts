// Writing a work order (decision 051; lifted here from the provider API's service for the staff
// console, decision 061): the references a body names, their checks, and the ONE statement that writes
// the order, its crew lines, recurring services, IVR instructions and the events of each vendor
// concerned. The provider API's PUT and bulk call, and the staff console's create, edit and reassign,
// all write through `writeWorkOrder`, so they are the same change with the same events; only the
// events' actor differs (the company's systems, or a staff member). A repository: the lookups and the
// statement, with the pure mapping of a body to the statement's rows and the checks of its references
// beside them (they are the statement's input, and nothing else uses them). Before the statement the
// order is read under its row lock (`readPriorWorkOrders`): what the write does to the vendor's answers
// and what it changes are decided from it (work-order-changes.ts, decision 122), so that the statement
// writes the lines' decided statuses and a `work-order.updated` naming the changes, or nothing at all.
import { VISIT_MONTHS, type FieldError, type PutWorkOrderBody, eventCatalogue } from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { insertCrewLineMove } from '../../domain/crew-line-moves.repository.ts';
import { planWrite, type CompanyMove, type WritePlan } from './work-order-changes.ts';
import { sanitizeRichText } from '../../platform/html/sanitize-rich-text.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import * as upsert from './work-order-upserts.repository.ts';

/** The company's references a work order names, resolved to our ids. */
export type WorkOrderRefs = {
  vendors: Map<string, number>;
  clients: Map<string, number>;
  stores: Map<string, { id: number; clientId: number }>;
  statuses: Set<string>;
};

type RefNames = { client?: unknown; store?: unknown; vendor?: unknown; crewLines?: unknown };
const str = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);

/** Looks up every client, store, vendor and status the (possibly unchecked) bodies name, once. */
export async function loadRefs(db: Db, bodies: unknown[]): Promise<WorkOrderRefs> {
  const vendors = new Set<string>();
  const clients = new Set<string>();
  const stores = new Set<string>();
  for (const raw of bodies) {
    if (typeof raw !== 'object' || raw === null) continue;
    const body = raw as RefNames;
    str(body.client).forEach((id) => clients.add(id));
    str(body.store).forEach((id) => stores.add(id));
    str(body.vendor).forEach((id) => vendors.add(id));
    if (Array.isArray(body.crewLines))
      for (const line of body.crewLines as unknown[])
        if (typeof line === 'object' && line !== null)
          str((line as { vendor?: unknown }).vendor).forEach((id) => vendors.add(id));
  }
  const [vendorRows, clientRows, storeRows, statusRows] = await Promise.all([
    vendors.size === 0
      ? []
      : db
          .selectFrom('vendors')
          .select(['id', 'external_id'])
          .where(sql<boolean>`external_id = any(${[...vendors]}::text[])`)
          .execute(),
    clients.size === 0
      ? []
      : db
          .selectFrom('clients')
          .select(['id', 'external_id'])
          .where(sql<boolean>`external_id = any(${[...clients]}::text[])`)
          .execute(),
    stores.size === 0
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'client_id', 'external_id'])
          .where(sql<boolean>`external_id = any(${[...stores]}::text[])`)
          .execute(),
    db.selectFrom('order_statuses').select('code').execute(),
  ]);
  return {
    vendors: new Map(vendorRows.map((r) => [r.external_id!, r.id])),
    clients: new Map(clientRows.map((r) => [r.external_id!, r.id])),
    stores: new Map(storeRows.map((r) => [r.external_id!, { id: r.id, clientId: r.client_id }])),
    statuses: new Set(statusRows.map((r) => r.code)),
  };
}

/**
 * The same references looked up by our own ids (the staff console, decision 061: seeded clients,
 * stores and vendors have no external id), keyed by the id as text, so that a body naming them that
 * way goes through the same checks (`refErrors(..., 'id')`) and the same statement.
 */
export async function loadRefsByIds(
  db: Db,
  ids: { vendors: number[]; clients: number[]; stores: number[] },
): Promise<WorkOrderRefs> {
  const some = (list: number[]) => (list.length === 0 ? [0] : [...new Set(list)]);
  const [vendorRows, clientRows, storeRows, statusRows] = await Promise.all([
    db.selectFrom('vendors').select('id').where('id', 'in', some(ids.vendors)).execute(),
    db.selectFrom('clients').select('id').where('id', 'in', some(ids.clients)).execute(),
    db.selectFrom('locations').select(['id', 'client_id']).where('id', 'in', some(ids.stores)).execute(),
    db.selectFrom('order_statuses').select('code').execute(),
  ]);
  return {
    vendors: new Map(vendorRows.map((r) => [String(r.id), r.id])),
    clients: new Map(clientRows.map((r) => [String(r.id), r.id])),
    stores: new Map(storeRows.map((r) => [String(r.id), { id: r.id, clientId: r.client_id }])),
    statuses: new Set(statusRows.map((r) => r.code)),
  };
}

/**
 * The references of a checked body that are not known, as field errors. `key` names what the body
 * names them by: the company's external ids, or our ids (the staff console).
 */
export function refErrors(
  body: PutWorkOrderBody,
  refs: WorkOrderRefs,
  key: 'external id' | 'id' = 'external id',
): FieldError[] {
  const errors: FieldError[] = [];
  if (!refs.statuses.has(body.status))
    errors.push({
      path: 'status',
      message: `not an order status; one of ${[...refs.statuses].sort().join(', ')}`,
    });
  const clientId = refs.clients.get(body.client);
  if (clientId === undefined)
    errors.push({ path: 'client', message: `no client has the ${key} ${body.client}` });
  const store = refs.stores.get(body.store);
  if (!store) errors.push({ path: 'store', message: `no store has the ${key} ${body.store}` });
  else if (clientId !== undefined && store.clientId !== clientId)
    errors.push({
      path: 'store',
      message: `the store ${body.store} is not one of the client ${body.client}`,
    });
  if (!refs.vendors.has(body.vendor))
    errors.push({ path: 'vendor', message: `no vendor has the ${key} ${body.vendor}` });
  body.crewLines.forEach((line, i) => {
    if (line.vendor !== undefined && !refs.vendors.has(line.vendor))
      errors.push({ path: `crewLines.${i}.vendor`, message: `no vendor has the ${key} ${line.vendor}` });
  });
  return errors;
}

export const badReferences = (errors: FieldError[]) =>
  new AppError(
    'bad_request',
    `Unknown or wrong references: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}.`,
    { reason: 'unknown-references', fieldErrors: errors },
  );

/** recur_summaries names December `dece` (dec is a keyword). */
export const columnOf = (m: (typeof VISIT_MONTHS)[number]) => (m === 'dec' ? ('dece' as const) : m);
const monthColumns = (v: Record<(typeof VISIT_MONTHS)[number], number>) =>
  Object.fromEntries(VISIT_MONTHS.map((m) => [columnOf(m), v[m]])) as Record<
    ReturnType<typeof columnOf>,
    number
  >;

/** A crew line as it is before a write. */
export type PriorLine = {
  ocdId: number;
  externalId: string | null;
  vendorId: number;
  crewId: number;
  status: string;
  nte: string;
  workDate: Date;
  visitDate: Date | null;
  responseDueAt: Date | null;
};

/** A work order as it is before a write, read under its row lock. */
export type PriorWorkOrder = {
  ordNum: number;
  version: number;
  order: {
    po_num: string;
    status_code: string;
    client_id: number;
    location_id: number;
    vendor_id: number | null;
    category: string;
    order_type: string;
    priority: string;
    client_po: string;
    nte: string | null;
    order_comment: string;
    additional_information: string;
    begin_service: Date | null;
    service_end: Date | null;
    service_days: number;
  };
  instructions: string;
  recur: Record<string, unknown>[];
  lines: PriorLine[];
};

/**
 * The work orders `externalIds` that exist, as they are, their rows locked (in order-number order, so
 * two writers queue rather than deadlock; a field-work move locks the order row first too) until the
 * transaction ends: what is read here is what the write replaces.
 */
export async function readPriorWorkOrders(
  tx: Db,
  externalIds: readonly string[],
): Promise<Map<string, PriorWorkOrder>> {
  if (externalIds.length === 0) return new Map();
  const orders = await tx
    .selectFrom('orders')
    .select([
      'ord_num',
      'external_id',
      'version',
      'po_num',
      'status_code',
      'client_id',
      'location_id',
      'vendor_id',
      'category',
      'order_type',
      'priority',
      'client_po',
      sql<string | null>`nte::text`.as('nte'),
      'order_comment',
      'additional_information',
      'begin_service',
      'service_end',
      'service_days',
    ])
    .where(sql<boolean>`external_id = any(${[...externalIds]}::text[])`)
    .orderBy('ord_num')
    .forUpdate()
    .execute();
  if (orders.length === 0) return new Map();
  const ordNums = orders.map((o) => o.ord_num);
  const lines = await tx
    .selectFrom('crew_details')
    .select([
      'ord_num',
      'ocd_id',
      'external_id',
      'vendor_id',
      'crew_id',
      'status',
      sql<string>`nte::text`.as('nte'),
      'work_date',
      'visit_date',
      'response_due_at',
    ])
    .where('ord_num', 'in', ordNums)
    .orderBy('ocd_id')
    .execute();
  const recur = await tx.selectFrom('recur_summaries').selectAll().where('ord_num', 'in', ordNums).execute();
  const instructions = await tx
    .selectFrom('client_instructions')
    .select(['ord_num', 'html'])
    .where('ord_num', 'in', ordNums)
    .execute();
  return new Map(
    orders.map(({ ord_num, external_id, version, ...order }) => [
      external_id!,
      {
        ordNum: ord_num,
        version,
        order,
        instructions: instructions.find((i) => i.ord_num === ord_num)?.html ?? '',
        recur: recur.filter((r) => r.ord_num === ord_num),
        lines: lines
          .filter((l) => l.ord_num === ord_num)
          .map((l) => ({
            ocdId: l.ocd_id,
            externalId: l.external_id,
            vendorId: l.vendor_id,
            crewId: l.crew_id,
            status: l.status,
            nte: l.nte,
            workDate: l.work_date,
            visitDate: l.visit_date,
            responseDueAt: l.response_due_at,
          })),
      },
    ]),
  );
}

/** Whether any of the work orders `externalIds` exists (a bulk chunk of new ones only needs no lock). */
export async function anyWorkOrderExists(db: Db, externalIds: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from orders where external_id = any(${[...externalIds]}::text[])) as found`.execute(
    db,
  );
  return rows[0]!.found;
}

/** 409: statuses the company may not give these crew lines (decision 122), nothing written. */
export const statusesRefused = (errors: FieldError[]) =>
  new AppError('conflict', errors.map((e) => `${e.path}: ${e.message}`).join(' '), {
    reason: 'move-not-allowed',
    fieldErrors: errors,
  });

/** The SQLSTATE message of a work order created by another write between our read and our statement. */
export const WRITTEN_MEANWHILE = 'work-order-written-meanwhile';

const EVENT_OF_COMPANY_MOVE = {
  cancel: 'work-order.crew-line-cancelled',
  reopen: 'work-order.reopened',
  redispatch: 'work-order.redispatched',
} as const;

/**
 * The company's moves the write made (decision 122), after its statement in its transaction: what each
 * move clears (a dispatch again: the old answer, ETA and hold; a reopen: the completion), its row of
 * history and its event, as a move by a field-work call writes them.
 */
export async function recordCompanyMoves(
  tx: Db,
  written: { ordNum: number; externalId: string; orderStatus: string },
  moves: readonly CompanyMove[],
  actor: EventActor,
): Promise<void> {
  for (const m of moves) {
    if (m.move === 'redispatch')
      await tx
        .updateTable('crew_details')
        .set({
          decline_reason: null,
          decline_note: null,
          eta_date: null,
          eta_from: null,
          eta_to: null,
          hold_reason: null,
          hold_until: null,
          hold_note: null,
        })
        .where('ocd_id', '=', m.ocdId)
        .execute();
    if (m.move === 'reopen')
      await tx
        .updateTable('crew_details')
        .set({ resolution_notes: null, labour_hours: null, completed_at: null })
        .where('ocd_id', '=', m.ocdId)
        .execute();
    const respondBy =
      m.move === 'redispatch'
        ? ((
            await tx
              .selectFrom('crew_details')
              .select('response_due_at')
              .where('ocd_id', '=', m.ocdId)
              .executeTakeFirst()
          )?.response_due_at?.toISOString() ?? null)
        : null;
    const data =
      m.move === 'cancel'
        ? { orderStatus: written.orderStatus }
        : m.move === 'reopen'
          ? { note: '' }
          : { respondBy };
    await insertCrewLineMove(tx, {
      ocd_id: m.ocdId,
      ord_num: written.ordNum,
      vendor_id: m.vendorId,
      move: m.move,
      from_status: m.from,
      to_status: m.to,
      actor_kind: actor.kind,
      actor_id: 'id' in actor ? actor.id : null,
      reason: null,
      data,
    });
    await recordEvent(tx, {
      type: EVENT_OF_COMPANY_MOVE[m.move as keyof typeof EVENT_OF_COMPANY_MOVE],
      vendorId: m.vendorId,
      actor,
      subject: {
        ordNum: written.ordNum,
        ocdId: m.ocdId,
        workOrderExternalId: written.externalId,
        crewLineExternalId: m.crewLineExternalId,
      },
      data: { from: m.from, to: m.to, ...data },
    } as Parameters<typeof recordEvent>[1]);
  }
}

/** The updated events' input: each vendor with what changed for it (none for a vendor with nothing). */
export const updatesOf = (plan: WritePlan) =>
  [...plan.changes].flatMap(([vendorId, changes]) => (changes.length === 0 ? [] : [{ vendorId, changes }]));

export type WrittenWorkOrder = { ordNum: number; version: number; created: boolean };

/** The SQLSTATE our statement raises (provider_refuse, migration 0022) when an item must not land. */
const REFUSED = 'VP409';

/** A work order's rows as the statements write them: references resolved, HTML cleaned. */
export type WorkOrderRows = ReturnType<typeof workOrderRows>;

/**
 * The rows of the work order `externalId` (the references must have been checked with `refErrors`),
 * with the shapes of its events checked against the catalogue here, before any statement runs (the
 * ordNum and version that only the statement knows are numbers the shapes accept).
 */
export function workOrderRows(refs: WorkOrderRefs, externalId: string, body: PutWorkOrderBody) {
  const orderVendorId = refs.vendors.get(body.vendor)!;
  const order = {
    external_id: externalId,
    po_num: body.poNum,
    status_code: body.status,
    client_id: refs.clients.get(body.client)!,
    location_id: refs.stores.get(body.store)!.id,
    vendor_id: orderVendorId,
    category: body.category,
    order_type: body.orderType,
    priority: body.priority,
    client_po: body.clientPO,
    nte: body.nte,
    order_comment: body.scope === '' ? '' : sanitizeRichText(body.scope),
    additional_information:
      body.additionalInformation === '' ? '' : sanitizeRichText(body.additionalInformation),
    begin_service: body.beginService ?? null,
    service_end: body.serviceEnd ?? null,
    service_days: body.serviceDays,
    instructions: body.clientInstructions === '' ? '' : sanitizeRichText(body.clientInstructions),
  };
  const lines = body.crewLines.map((line, idx) => ({
    idx,
    external_id: line.externalId,
    vendor_id: line.vendor === undefined ? orderVendorId : refs.vendors.get(line.vendor)!,
    // null: none given (a new line takes its own id; an existing one keeps its crew)
    crew_id: line.crewId ?? null,
    status: line.status,
    nte: line.nte ?? body.nte ?? '0',
    work_date: line.workDate,
    // null: none given (the vendor's own visit date stays)
    visit_date: line.visitDate ?? null,
    // null: none given (the one set at dispatch stays; a trigger sets it then: migration 0051)
    response_due_at: line.respondBy ?? null,
  }));
  const recur = body.recurSummary.map((r) => ({
    recur_no: r.recurNo,
    year: r.year,
    task: r.task,
    category: r.category,
    ...monthColumns(r.visits),
  }));
  const shape = eventCatalogue['work-order.created'];
  shape.subject.parse({ ordNum: 1, workOrderExternalId: externalId });
  shape.data.parse({
    version: 1,
    poNum: body.poNum,
    status: body.status,
    crewLines: lines.map((l) => l.external_id),
  });
  return { order, lines, recur };
}

/**
 * Writes the work order `externalId` with ONE statement (data-modifying CTEs), so that it is atomic
 * even outside a transaction and costs one round trip: the order (created or replaced on its external
 * id, or with If-Match only at that version, else 412), its crew lines (those left out removed, new
 * ones numbered by their own id when no crew is given, the vendor's visit date kept unless the company
 * names one), its recurring services and IVR instructions (replaced), and one event per vendor
 * concerned (the order's, each line's, each whose line went or moved). A crew line of another work
 * order raises inside the statement, so nothing of the item lands. The references must have been
 * checked with `refErrors`. (The bulk call writes many work orders with one statement of the same
 * shape: work-orders-batch.ts.)
 */
export async function writeWorkOrder(
  db: Db,
  refs: WorkOrderRefs,
  externalId: string,
  body: PutWorkOrderBody,
  expectedVersion: number | undefined,
  /** who made the change, for its events: the company's systems, or a staff member (decision 061) */
  actor: EventActor = { kind: 'provider', id: null },
): Promise<WrittenWorkOrder> {
  // the order's lock and the statement in one transaction (the bulk call's one-by-one has none)
  if (!db.isTransaction)
    return db
      .transaction()
      .execute((tx) => writeWorkOrder(tx, refs, externalId, body, expectedVersion, actor));
  const actorId = 'id' in actor ? actor.id : null;
  const prior = (await readPriorWorkOrders(db, [externalId])).get(externalId);
  if (expectedVersion !== undefined && prior?.version !== expectedVersion) throw preconditionFailed();
  const plan = planWrite(workOrderRows(refs, externalId, body), prior);
  if ('refused' in plan) throw statusesRefused(plan.refused);
  // the same work order again: nothing written, no version, no event (decision 122)
  if (prior && plan.unchanged) return { ordNum: prior.ordNum, version: prior.version, created: false };
  const { order: v, lines, recur } = plan.rows;
  const orderVendorId = v.vendor_id;
  const instructions = v.instructions;
  const updates = updatesOf(plan);

  const orderCte =
    expectedVersion === undefined
      ? sql`
          insert into orders (external_id, po_num, status_code, client_id, location_id, vendor_id, category,
            order_type, priority, client_po, nte, order_comment, additional_information, begin_service,
            service_end, service_days)
          values (${externalId}, ${v.po_num}, ${v.status_code}, ${v.client_id}, ${v.location_id}, ${v.vendor_id},
            ${v.category}, ${v.order_type}, ${v.priority}, ${v.client_po}, ${v.nte}::numeric, ${v.order_comment},
            ${v.additional_information}, ${v.begin_service}::timestamptz, ${v.service_end}::timestamptz,
            ${v.service_days})
          ${upsert.orderConflict}
          returning ord_num, version, xmax = 0 as created`
      : sql`
          update orders set po_num = ${v.po_num}, status_code = ${v.status_code}, client_id = ${v.client_id},
            location_id = ${v.location_id}, vendor_id = ${v.vendor_id}, category = ${v.category},
            order_type = ${v.order_type}, priority = ${v.priority}, client_po = ${v.client_po},
            nte = ${v.nte}::numeric, order_comment = ${v.order_comment},
            additional_information = ${v.additional_information},
            begin_service = ${v.begin_service}::timestamptz, service_end = ${v.service_end}::timestamptz,
            service_days = ${v.service_days}, version = version + 1, updated_at = now()
          where external_id = ${externalId} and version = ${expectedVersion}
          returning ord_num, version, false as created`;
  type Written = { ord_num: number; version: number; created: boolean; refused: boolean | null };
  let row: Written | undefined;
  try {
    row = (
      await sql<Written>`
        with o as (${orderCte}),
        input as (
          select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(idx integer,
            external_id text, vendor_id integer, crew_id integer, status text, nte numeric,
            work_date timestamptz, visit_date timestamptz, response_due_at timestamptz)
        ),
        before as (select cd.vendor_id from crew_details cd join o on cd.ord_num = o.ord_num),
        removed as (
          delete from crew_details cd using o
          where cd.ord_num = o.ord_num
            and (cd.external_id is null or not cd.external_id = any(${lines.map((l) => l.external_id)}::text[]))
        ),
        written as (
          insert into crew_details as cd (${upsert.crewLineColumns})
          select n.id, o.ord_num, n.external_id, n.vendor_id, coalesce(n.crew_id, n.id), n.status, n.nte,
            n.work_date, n.visit_date, n.response_due_at
          from o, (select input.*, nextval('crew_details_ocd_id_seq')::integer as id from input) n
          ${upsert.crewLineConflict('input')}
          returning cd.external_id
        ),
        recur_input as (
          select * from jsonb_to_recordset(${JSON.stringify(recur)}::jsonb) as r(recur_no integer,
            year integer, task text, category text, jan integer, feb integer, mar integer, apr integer,
            may integer, jun integer, jul integer, aug integer, sep integer, oct integer, nov integer,
            dece integer)
        ),
        recur_gone as (
          delete from recur_summaries rs using o
          where rs.ord_num = o.ord_num
            and not exists (select 1 from recur_input r where r.recur_no = rs.recur_no and r.year = rs.year)
        ),
        recur_set as (
          insert into recur_summaries as rs (${upsert.recurColumns})
          select o.ord_num, r.* from o, recur_input r
          ${upsert.recurConflict}
        ),
        instructions_set as (
          insert into client_instructions (ord_num, html)
          select o.ord_num, ${instructions} from o where ${instructions} <> ''
          on conflict (ord_num) do update set html = excluded.html
        ),
        instructions_gone as (
          delete from client_instructions ci using o where ci.ord_num = o.ord_num and ${instructions} = ''
        ),
        concerned as (
          select distinct vendor_id from (
            select ${orderVendorId}::integer as vendor_id
            union all select vendor_id from input
            union all select vendor_id from before
          ) c
        ),
        -- a new order: each vendor concerned; an update: each vendor that sees a change, with its changes
        updated as (
          select * from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u("vendorId" integer,
            changes jsonb)
        ),
        told as (
          select c.vendor_id, null::jsonb as changes from o, concerned c where o.created
          union all
          select u."vendorId", u.changes from o, updated u where not o.created
        ),
        recorded as (
          insert into events (type, vendor_id, actor_kind, actor_id, subject, data)
          select case when o.created then 'work-order.created' else 'work-order.updated' end, t.vendor_id,
            ${actor.kind}::text, ${actorId}::integer,
            jsonb_build_object('ordNum', o.ord_num, 'workOrderExternalId', ${externalId}::text),
            jsonb_build_object('version', o.version, 'poNum', ${body.poNum}::text,
              'status', ${v.status_code}::text,
              'crewLines', coalesce((select jsonb_agg(i.external_id order by i.idx) from input i
                where i.vendor_id = t.vendor_id), '[]'::jsonb))
              || case when t.changes is null then '{}'::jsonb else jsonb_build_object('changes', t.changes) end
          from o, told t
          order by t.vendor_id
        )
        select o.ord_num, o.version, o.created,
          case when (select count(*) from written) < ${lines.length}
            then provider_refuse('crew-line-of-another-work-order') end as refused,
          -- read as new, found written by another PUT meanwhile: written again from the start
          case when o.created is distinct from ${prior === undefined}
            then provider_refuse(${WRITTEN_MEANWHILE}) end as raced
        from o
      `.execute(db)
    ).rows[0];
  } catch (error) {
    if (isUniqueViolation(error, 'orders_po_num_key'))
      throw new AppError('conflict', `poNum: another work order has the PO number ${body.poNum}.`, {
        reason: 'po-number-in-use',
      });
    if ((error as { code?: unknown; message?: unknown }).code === REFUSED)
      throw (error as { message?: unknown }).message === WRITTEN_MEANWHILE
        ? writtenMeanwhile()
        : await crewLinesOfOthers(db, externalId, body);
    throw error;
  }
  if (!row) throw preconditionFailed();
  await recordCompanyMoves(
    db,
    { ordNum: row.ord_num, externalId, orderStatus: v.status_code },
    plan.moves,
    actor,
  );
  return { ordNum: row.ord_num, version: row.version, created: row.created };
}

/** 409 of a work order another write created between our read and our statement; retried once. */
export const writtenMeanwhile = () =>
  new AppError('conflict', 'The work order was written by another request at the same time; send it again.', {
    reason: WRITTEN_MEANWHILE,
  });

/** 409 naming the crew lines of the body that belong to another work order. */
async function crewLinesOfOthers(db: Db, externalId: string, body: PutWorkOrderBody): Promise<AppError> {
  const taken = await db
    .selectFrom('crew_details as cd')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .select('cd.external_id')
    .where(
      'cd.external_id',
      'in',
      body.crewLines.map((l) => l.externalId),
    )
    .where((eb) => eb.or([eb('o.external_id', 'is', null), eb('o.external_id', '<>', externalId)]))
    .execute()
    .catch(() => []);
  const ids = new Set(taken.map((t) => t.external_id));
  const named = body.crewLines
    .map((l, i) => ({ i, id: l.externalId }))
    .filter((l) => ids.size === 0 || ids.has(l.id))
    .map((l) => `crewLines.${l.i}.externalId: ${l.id}`);
  return new AppError('conflict', `Crew lines of another work order: ${named.join(', ')}.`, {
    reason: 'crew-line-of-another-work-order',
  });
}
