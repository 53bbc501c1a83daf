// The rules of the scheduling calls (SPEC sections 5 and 9, decision 022): which crew lines are open
// for scheduling, the visit date inside the order's service range, serviceDays at most 1, a required
// comment stored sanitized. The vendor is always the session's.
import {
  MAX_SCHEDULING_SERVICE_DAYS,
  OPEN_FOR_SCHEDULING_STATUSES,
  REASON_ALREADY_SCHEDULED,
  REASON_NO_SERVICE_RANGE,
  REASON_RANGE_PAST,
  SCHEDULING_ORDER_NOT_FOUND,
  SERVICE_DAYS_CONSTRAINT,
  VISIT_COMMENT_REQUIRED,
  VISIT_DATE_ADDED,
  VISIT_DATE_INVALID,
  VISIT_DATE_OUTSIDE_RANGE,
  VISIT_DATE_REQUIRED,
  canScheduleServiceDays,
  isVisitInRange,
  notOpenForScheduling,
  parseVisitInstant,
  reasonStatus,
  type OrdersForSchedulingResponse,
  type UpdateVisitDateResponse,
  type updateVisitDateRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { sanitizeRichText, visibleText } from '../../platform/html/sanitize-rich-text.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import {
  findCrewLineForScheduling,
  listOpenForScheduling,
  recordVisit,
  type CrewLineForScheduling,
  type OpenRule,
} from './scheduling.repository.ts';

type VisitInput = z.output<typeof updateVisitDateRequest>;

const openRule = (now: Date): OpenRule => ({
  statusCodes: OPEN_FOR_SCHEDULING_STATUSES,
  maxServiceDays: MAX_SCHEDULING_SERVICE_DAYS,
  now,
});

const notFound = () => new AppError('not_found', SCHEDULING_ORDER_NOT_FOUND);
const notOpen = (reason: string) => new AppError('conflict', notOpenForScheduling(reason));

/** `assignedTo`: only the crew lines assigned to this user (a Technician's list), else all of the vendor's. */
export async function listOrdersForScheduling(
  db: Db,
  vendorId: number,
  assignedTo: number | null = null,
): Promise<OrdersForSchedulingResponse> {
  return { ordersScheduling: await listOpenForScheduling(db, vendorId, openRule(new Date()), assignedTo) };
}

/** Why the crew line cannot be scheduled now, or null when it can. */
function refusalOf(line: CrewLineForScheduling, now: Date): AppError | null {
  // the SPEC's own refusal comes first: the drawer never opens for such an order
  if (!canScheduleServiceDays(line.serviceDays)) return new AppError('conflict', SERVICE_DAYS_CONSTRAINT);
  if (!(OPEN_FOR_SCHEDULING_STATUSES as readonly string[]).includes(line.statusCode)) {
    return notOpen(reasonStatus(line.status));
  }
  if (line.visitDate !== null) return notOpen(REASON_ALREADY_SCHEDULED);
  if (line.beginService === null || line.serviceEnd === null) return notOpen(REASON_NO_SERVICE_RANGE);
  if (line.serviceEnd.getTime() < now.getTime()) return notOpen(REASON_RANGE_PAST);
  return null;
}

export async function scheduleVisit(
  db: Db,
  session: VendorSession,
  input: VisitInput,
): Promise<UpdateVisitDateResponse> {
  // the request's own faults first: they reveal nothing about any order
  const visitText = input.visitDate?.trim() ?? '';
  if (!visitText) throw badRequest(VISIT_DATE_REQUIRED);
  const visitDate = parseVisitInstant(visitText);
  if (!visitDate) throw badRequest(VISIT_DATE_INVALID);
  const comment = sanitizeRichText(input.comment ?? '');
  if (visibleText(comment) === '') throw badRequest(VISIT_COMMENT_REQUIRED);

  const line = await findCrewLineForScheduling(db, session.vendorId, input.ocdId);
  // another vendor's crew line, or an ordNum that is not this line's, answers like a missing one, and
  // so does one not assigned to a user who reaches only their own (issue 40 point 3)
  if (!line || line.ordNum !== input.ordNum) throw notFound();
  await assertReachesCrewLines(db, session, [line.ocdId], notFound);
  const now = new Date();
  const refusal = refusalOf(line, now);
  if (refusal) throw refusal;
  if (!isVisitInRange(visitDate, line.beginService!, line.serviceEnd!)) {
    throw badRequest(VISIT_DATE_OUTSIDE_RANGE);
  }

  const recorded = await db.transaction().execute(async (tx) => {
    const done = await recordVisit(
      tx,
      { vendorId: session.vendorId, ocdId: line.ocdId, visitDate, comment, userId: session.userId },
      openRule(now),
    );
    if (!done) return false;
    await recordEvent(tx, {
      type: 'visit.scheduled',
      vendorId: session.vendorId,
      actor: vendorUserActor(session),
      subject: { ordNum: line.ordNum, ocdId: line.ocdId },
      data: { visitDate: visitDate.toISOString() },
    });
    return true;
  });
  // another save (or a status change) came between the read and the write
  if (!recorded) throw notOpen(REASON_ALREADY_SCHEDULED);
  return { success: true, message: VISIT_DATE_ADDED, visitDate: visitDate.toISOString() };
}
