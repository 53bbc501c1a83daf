// The scheduling rules of SPEC sections 5 and 9 as pure functions, shared by the server (which
// enforces them) and the web app (Save's enabled state, the out-of-range warning).
import { MAX_SCHEDULING_SERVICE_DAYS } from './messages.ts';

/** serviceDays above 1 may not be scheduled. */
export const canScheduleServiceDays = (serviceDays: number) => serviceDays <= MAX_SCHEDULING_SERVICE_DAYS;

// an instant: a date-time with Z or an offset (what the web app sends)
const DATE_TIME_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

// Date() would read 02-30 as 03-02
function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The instant of an ISO date-time with Z or an offset; null for anything else (no zone, malformed). */
export function parseVisitInstant(value: string): Date | null {
  const m = DATE_TIME_WITH_ZONE.exec(value);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** On or after the service begin and on or before the service end (both inclusive). */
export function isVisitInRange(visit: Date, beginService: Date | string, serviceEnd: Date | string): boolean {
  const t = visit.getTime();
  return t >= new Date(beginService).getTime() && t <= new Date(serviceEnd).getTime();
}
