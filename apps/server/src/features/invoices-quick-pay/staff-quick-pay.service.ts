// The console's QuickPay screen (issue 18 point 2, decision 060). Reading: the requests, the automatic
// opt-ins and the fees per month. Answering: the provider API's answer (answerQuickPayRequest, decision
// 052, the domain's answerQuickPayRequest), so the rows, the events and what the vendor sees are the same, with the staff member as the
// events' actor and a staff audit row (before and after) in the same transaction.
import {
  type DecideQuickPayBody,
  type ListPage,
  type StaffAutomaticQuickPay,
  type StaffQuickPayMonth,
  type StaffQuickPayRequest,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { decodePositionCursor, pageAtPosition } from '../../platform/http/list-cursor.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { answerQuickPayRequest } from './quick-pay-answer.ts';
import {
  findRequestRow,
  listAutomaticRows,
  listRequestRows,
  monthlyFees,
  type RequestFilter,
  type RequestRow,
} from './staff-quick-pay.repository.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function toRequest(row: RequestRow): StaffQuickPayRequest {
  return {
    invoiceId: row.invoiceId,
    invoiceNum: row.invoiceNum,
    vendorId: row.vendorId,
    vendorNum: row.vendorNum,
    vendorName: row.vendorName,
    state: row.decision ?? 'requested',
    invoiceStatus: row.invoiceStatus,
    source: row.source,
    netPay: row.netPay,
    dueDate: row.dueDate,
    percent: row.percent,
    days: row.days,
    amount: row.amount,
    fee: row.fee,
    fedexFee: row.fedexFee,
    payDate: row.payDate,
    chosenAt: iso(row.chosenAt),
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    checkNo: row.checkNo !== null && row.checkNo.trim() !== '' ? row.checkNo : null,
    version: row.version,
  };
}

type Page = { limit: number; cursor?: string | undefined };

/** A page of the requests, the latest request or answer first (a position cursor: decision 108). */
export async function listStaffQuickPayRequests(
  db: Db,
  filter: Omit<RequestFilter, 'limit' | 'position'>,
  page: Page,
): Promise<ListPage<StaffQuickPayRequest>> {
  const position = decodePositionCursor(page.cursor);
  const rows = await listRequestRows(db, { ...filter, limit: page.limit + 1, position });
  const { items, nextCursor } = pageAtPosition(rows, page.limit, position);
  return { items: items.map(toRequest), nextCursor };
}

/** A page of the vendors' automatic states, the opted-in and excluded first. */
export async function listStaffAutomaticQuickPay(
  db: Db,
  vendor: string | undefined,
  page: Page,
): Promise<ListPage<StaffAutomaticQuickPay>> {
  const position = decodePositionCursor(page.cursor);
  const rows = await listAutomaticRows(db, { vendor, limit: page.limit + 1, position });
  const { items, nextCursor } = pageAtPosition(rows, page.limit, position);
  return {
    nextCursor,
    items: items.map((row) => ({
      vendorId: row.vendorId,
      vendorNum: row.vendorNum,
      vendorName: row.vendorName,
      optedIn: row.settingId !== null,
      percentage: row.percentage,
      days: row.days,
      qpExclude: row.qpExclude,
      optInAt: iso(row.optInAt),
      optOutAt: iso(row.optOutAt),
      openRequests: row.openRequests,
    })),
  };
}

export async function staffQuickPayMonths(db: Db): Promise<StaffQuickPayMonth[]> {
  return monthlyFees(db);
}

/** What the audit log keeps of a request: its state and figures. */
const audited = (r: StaffQuickPayRequest) => ({
  invoiceNum: r.invoiceNum,
  vendorNum: r.vendorNum,
  state: r.state,
  invoiceStatus: r.invoiceStatus,
  source: r.source,
  percent: r.percent,
  days: r.days,
  amount: r.amount,
  fee: r.fee,
  payDate: r.payDate,
  checkNo: r.checkNo,
  reason: r.reason,
});

/**
 * Marks the QuickPay request of the invoice `invoiceId` paid or declined (404 unknown invoice, 409
 * answered already or not open), with the provider's events by the staff member and the audit row.
 */
export async function decideStaffQuickPay(
  db: Db,
  invoiceId: number,
  body: DecideQuickPayBody,
  actor: StaffActor & { staffId: number },
  ip: string | null,
): Promise<StaffQuickPayRequest> {
  return db.transaction().execute(async (tx) => {
    const before = await answerQuickPayRequest(tx, { invoiceId }, body, {
      expectedVersion: undefined,
      actor: { kind: 'staff', id: actor.staffId },
    });
    const after = toRequest((await findRequestRow(tx, invoiceId))!);
    await recordStaffAction(tx, {
      actor,
      action: body.outcome === 'paid' ? 'quick-pay.paid' : 'quick-pay.declined',
      subjectType: 'invoice',
      subjectId: invoiceId,
      before: {
        invoiceNum: after.invoiceNum,
        vendorNum: after.vendorNum,
        state: 'requested',
        invoiceStatus: before.statusCode,
        source: before.qpSource,
        percent: before.qpPercent,
        amount: before.qpAmount,
        payDate: before.qpPayDate,
        payAmt: before.payAmt,
      },
      after: audited(after),
      vendorId: after.vendorId,
      ip,
    });
    return after;
  });
}
