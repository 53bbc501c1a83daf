// What a company's write of a work order (provider PUT and bulk, the console's edit) does to the work
// order as it is (decision 122), decided before the one statement writes it: each crew line's status
// (the company's Assigned again keeps the vendor's answer; a cancel, reopen or new dispatch is a move of
// the state machine, kept in the history with its event; any other status is refused), the order's
// status (following its lines when a vendor's status was kept), and what changed for each vendor
// concerned, which `work-order.updated` names, so that a write that changes nothing writes nothing and
// raises no event. Pure: the rows of the write and the order read under its lock go in, the plan
// comes out.
import {
  WORK_ORDER_CHANGES,
  companyStatusWrite,
  orderStatusAfter,
  type CrewLineMove,
  type CrewLineStatus,
  type FieldError,
  type WorkOrderChange,
  type WorkOrderStatus,
} from '@vp/contracts';
import type { PriorWorkOrder, WorkOrderRows } from './work-order-write.repository.ts';

/** A company's move of a crew line that the write makes (decision 122). */
export type CompanyMove = {
  ocdId: number;
  vendorId: number;
  crewLineExternalId: string;
  move: CrewLineMove;
  from: string;
  to: CrewLineStatus;
  /** the new answer deadline a dispatch again gives (null: the portal's hours from now) */
  respondBy: string | null;
};

export type WritePlan = {
  /** the rows to write: the lines' and the order's statuses as decided */
  rows: WorkOrderRows;
  moves: CompanyMove[];
  /** each vendor concerned by an update, with what changed that it sees ([]: it gets no event) */
  changes: Map<number, WorkOrderChange[]>;
  /** an update that changes nothing: nothing is written, no event raised */
  unchanged: boolean;
};

const instant = (v: string | Date | null | undefined): number | null =>
  v === null || v === undefined ? null : new Date(v).getTime();
const sameMoney = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Number(a) === Number(b);

/** The recurring services in one comparable text, whatever their order. */
const recurText = (rows: readonly Record<string, unknown>[]) =>
  JSON.stringify(
    rows
      .map((r) =>
        JSON.stringify(
          ['recur_no', 'year', 'task', 'category', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug']
            .concat(['sep', 'oct', 'nov', 'dece'])
            .map((k) => r[k] ?? null),
        ),
      )
      .sort(),
  );

/**
 * The plan of writing `rows` over `prior` (undefined: a new work order, written as sent), or the field
 * errors of the statuses the company may not give its lines (409).
 */
export function planWrite(
  rows: WorkOrderRows,
  prior: PriorWorkOrder | undefined,
): WritePlan | { refused: FieldError[] } {
  if (!prior) return { rows, moves: [], changes: new Map(), unchanged: false };
  const before = new Map(prior.lines.flatMap((l) => (l.externalId === null ? [] : [[l.externalId, l]])));
  const refused: FieldError[] = [];
  const moves: CompanyMove[] = [];
  let kept = false;
  const lines = rows.lines.map((line) => {
    const was = before.get(line.external_id);
    // a new line, or one handed to another vendor: a dispatch, written as sent
    if (!was || was.vendorId !== line.vendor_id) return line;
    const newDeadline =
      line.response_due_at !== null && instant(line.response_due_at) !== instant(was.responseDueAt);
    const write = companyStatusWrite(was.status, line.status, newDeadline);
    switch (write.kind) {
      case 'same':
        return line;
      case 'kept':
        kept = true;
        return { ...line, status: was.status as CrewLineStatus };
      case 'move':
        moves.push({
          ocdId: was.ocdId,
          vendorId: was.vendorId,
          crewLineExternalId: line.external_id,
          move: write.move,
          from: was.status,
          to: write.to,
          respondBy: line.response_due_at,
        });
        return line;
      case 'refused':
        refused.push({ path: `crewLines.${line.idx}.status`, message: write.message });
        return line;
    }
  });
  if (refused.length > 0) return { refused };
  // the vendor's answer kept: the order's status is what its lines make it (INVOICED, CANCELLED stay)
  const status = kept
    ? (orderStatusAfter(
        rows.order.status_code,
        lines.map((l) => l.status),
      ) as WorkOrderStatus)
    : rows.order.status_code;
  const order = { ...rows.order, status_code: status };
  const planned = { ...rows, order, lines };

  const p = prior.order;
  const orderChanges = new Set<WorkOrderChange>();
  const differs = (change: WorkOrderChange, yes: boolean) => yes && orderChanges.add(change);
  differs('poNum', order.po_num !== p.po_num);
  differs('status', order.status_code !== p.status_code);
  differs('client', order.client_id !== p.client_id);
  differs('store', order.location_id !== p.location_id);
  differs('vendor', order.vendor_id !== p.vendor_id);
  differs('category', order.category !== p.category);
  differs('orderType', order.order_type !== p.order_type);
  differs('priority', order.priority !== p.priority);
  differs('clientPO', order.client_po !== p.client_po);
  differs('nte', !sameMoney(order.nte, p.nte));
  differs('scope', order.order_comment !== p.order_comment);
  differs('additionalInformation', order.additional_information !== p.additional_information);
  differs('beginService', instant(order.begin_service) !== instant(p.begin_service));
  differs('serviceEnd', instant(order.service_end) !== instant(p.service_end));
  differs('serviceDays', order.service_days !== p.service_days);
  differs('clientInstructions', order.instructions !== prior.instructions);
  differs('recurSummary', recurText(rows.recur) !== recurText(prior.recur));

  // the vendors concerned, as the statement counts them: the order's, its lines' now and before
  const vendors = new Set<number>([
    order.vendor_id,
    ...lines.map((l) => l.vendor_id),
    ...prior.lines.map((l) => l.vendorId),
  ]);
  const changes = new Map<number, WorkOrderChange[]>();
  for (const vendorId of vendors) {
    const seen = new Set<WorkOrderChange>(orderChanges);
    const mine = lines.filter((l) => l.vendor_id === vendorId);
    const mineBefore = prior.lines.filter((l) => l.vendorId === vendorId);
    const named = new Set(mine.map((l) => l.external_id));
    if (mineBefore.some((l) => l.externalId === null || !named.has(l.externalId)))
      seen.add('crewLines.removed');
    for (const line of mine) {
      const was = mineBefore.find((l) => l.externalId === line.external_id);
      if (!was) {
        seen.add('crewLines.added');
        continue;
      }
      if (line.status !== was.status) seen.add('crewLines.status');
      if (!sameMoney(line.nte, was.nte)) seen.add('crewLines.nte');
      if (instant(line.work_date) !== instant(was.workDate)) seen.add('crewLines.workDate');
      if (line.visit_date !== null && instant(line.visit_date) !== instant(was.visitDate))
        seen.add('crewLines.visitDate');
      if (line.response_due_at !== null && instant(line.response_due_at) !== instant(was.responseDueAt))
        seen.add('crewLines.respondBy');
      if (line.crew_id !== null && line.crew_id !== was.crewId) seen.add('crewLines.crewId');
    }
    changes.set(
      vendorId,
      WORK_ORDER_CHANGES.filter((c) => seen.has(c)),
    );
  }
  const unchanged = moves.length === 0 && [...changes.values()].every((c) => c.length === 0);
  return { rows: planned, moves, changes, unchanged };
}
