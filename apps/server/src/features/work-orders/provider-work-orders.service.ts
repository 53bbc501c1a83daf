// Work orders through the provider API (issue 17 point 2, decision 051). A PUT writes the order (the
// columns the vendor's search, details, scheduling and print read), its crew lines (one per vendor
// line: what puts the order in that vendor's list), its recurring services and the client's IVR
// instructions, and the events for each vendor concerned, all in one transaction. The order, its crew
// lines and its instructions are one statement (data-modifying CTEs: one round trip, which is what the
// bulk call's rate is made of); the order's upsert is on its external id, so concurrent PUTs of one
// work order make one row and run one after the other (the second waits on the first's row). The bulk
// call (provider-work-orders-bulk.ts) writes many items with one statement of the same shape.
import {
  VISIT_MONTHS,
  type ProviderWorkOrder,
  type PutWorkOrderBody,
  type WorkOrderStatus,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  badReferences,
  columnOf,
  loadRefs,
  refErrors,
  writeWorkOrder,
  WRITTEN_MEANWHILE,
} from './work-order-write.repository.ts';
import { retryOnceOnRace } from '../../platform/provider/upsert-by-external-id.ts';
import { fieldWorkOf } from '../../domain/crew-line-field-work.repository.ts';
import { isoOrNull, type PutResult } from './provider-work-orders-shared.ts';
import {
  clientInstructionRows,
  crewLineRows,
  orderRows,
  recurSummaryRowsOf,
} from './provider-work-orders.repository.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';

export function putWorkOrder(
  db: Db,
  externalId: string,
  body: PutWorkOrderBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderWorkOrder>> {
  // a race for a new PO number, or for a new work order's row (two PUTs of a new external id at once)
  return retryOnceOnRace('po-number-in-use', () =>
    retryOnceOnRace(WRITTEN_MEANWHILE, () => putWorkOrderOnce(db, externalId, body, expectedVersion)),
  );
}

async function putWorkOrderOnce(
  db: Db,
  externalId: string,
  body: PutWorkOrderBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderWorkOrder>> {
  return db.transaction().execute(async (tx) => {
    const refs = await loadRefs(tx, [body]);
    const errors = refErrors(body, refs);
    if (errors.length > 0) throw badReferences(errors);
    const order = await writeWorkOrder(tx, refs, externalId, body, expectedVersion);
    const [resource] = await readWorkOrders(tx, [order.ordNum]);
    return { created: order.created, resource: resource! };
  });
}

const notFound = () =>
  new AppError('not_found', 'There is no work order with this external id.', { reason: 'not-found' });

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

/** The work orders `ordNums` (with an external id) as the company reads them, in that order. */
export async function readWorkOrders(db: Db, ordNums: number[]): Promise<ProviderWorkOrder[]> {
  if (ordNums.length === 0) return [];
  const rows = await orderRows(db).where('o.ord_num', 'in', ordNums).execute();
  return assemble(db, rows, ordNums);
}

async function assemble(db: Db, rows: OrderRow[], ordNums: number[]): Promise<ProviderWorkOrder[]> {
  if (rows.length === 0) return [];
  const [lines, recur, instructions] = await Promise.all([
    crewLineRows(db, ordNums),
    recurSummaryRowsOf(db, ordNums),
    clientInstructionRows(db, ordNums),
  ]);
  const byOrd = new Map(rows.map((r) => [r.ordNum, r]));
  return ordNums.flatMap((ordNum) => {
    const row = byOrd.get(ordNum);
    if (!row) return [];
    const { ordNum: _ordNum, ...fields } = row;
    return [
      {
        ...fields,
        externalId: row.externalId!,
        // orders.status_code references order_statuses, whose codes are WORK_ORDER_STATUSES
        status: row.status as WorkOrderStatus,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        beginService: isoOrNull(row.beginService),
        serviceEnd: isoOrNull(row.serviceEnd),
        recurSummary: recur
          .filter((r) => r.ord_num === ordNum)
          .map((r) => ({
            recurNo: r.recur_no,
            year: r.year,
            task: r.task,
            category: r.category,
            visits: Object.fromEntries(VISIT_MONTHS.map((m) => [m, r[columnOf(m)]])),
          })),
        clientInstructions: instructions.find((i) => i.ord_num === ordNum)?.html ?? '',
        crewLines: lines
          .filter((l) => l.ordNum === ordNum)
          .map((line) => ({
            externalId: line.externalId,
            vendor: line.vendor,
            crewId: line.crewId,
            status: line.status,
            nte: line.nte,
            technicians: line.technicians,
            workDate: line.workDate.toISOString(),
            visitDate: isoOrNull(line.visitDate),
            ...fieldWorkOf(line),
          })),
      },
    ];
  });
}

export async function getWorkOrder(db: Db, externalId: string): Promise<ProviderWorkOrder> {
  const rows = await orderRows(db).where('o.external_id', '=', externalId).execute();
  if (rows.length === 0) throw notFound();
  return (await assemble(db, rows, [rows[0]!.ordNum]))[0]!;
}

export async function listWorkOrders(
  db: Db,
  page: ListWindow,
): Promise<{ id: number; item: ProviderWorkOrder }[]> {
  let query = orderRows(db);
  if (page.afterId !== undefined) query = query.where('o.ord_num', '>', page.afterId);
  if (page.updatedSince !== undefined) query = query.where('o.updated_at', '>=', page.updatedSince);
  const rows = await query.orderBy('o.ord_num').limit(page.limit).execute();
  const items = await assemble(
    db,
    rows,
    rows.map((r) => r.ordNum),
  );
  return items.map((item, i) => ({ id: rows[i]!.ordNum, item }));
}
