// The invoice filters' dates (SPEC sections 5 and 7): the web app sends each as the start of a day in
// minute precision ('2026-01-31T00:00', zone-less: a wall-clock time in the user's zone). The server
// reads the calendar day; it also takes 'YYYY-MM-DD' and ISO date-times with Z or an offset (read in
// the request's time zone). Shared by the server (which enforces it) and the web app.
import { parseCalendarDate } from '../work-orders/onsite-dates.ts';
import { END_BEFORE_BEGIN, END_DATE_INVALID, START_DATE_INVALID } from './messages.ts';

// a wall-clock date-time without a zone: its calendar day is the date part
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

/** The calendar day 'YYYY-MM-DD' a filter date names, or null when it is not a date. */
export function parseFilterDate(value: string, timeZone: string): string | null {
  const m = ZONELESS_DATE_TIME.exec(value);
  if (m) {
    const [hh, mm] = value.slice(11, 16).split(':').map(Number) as [number, number];
    if (hh > 23 || mm > 59) return null;
    return parseCalendarDate(m[1]!, timeZone);
  }
  return parseCalendarDate(value, timeZone);
}

/** 'YYYY-MM-DD' -> 'YYYY-MM-DDT00:00': the day start in minute precision, as the web app sends it. */
export const dayStartInMinutes = (date: string) => `${date}T00:00`;

export type DateRangeCheck =
  { ok: true; start: string | null; end: string | null } | { ok: false; message: string };

/**
 * Either date may be left out (no bound on that side); an unreadable date, or an end date before the
 * start date, is refused with the text the user sees.
 */
export function checkFilterDates(input: {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  timeZone: string;
}): DateRangeCheck {
  const startText = input.startDate?.trim() || null;
  const endText = input.endDate?.trim() || null;
  const start = startText === null ? null : parseFilterDate(startText, input.timeZone);
  if (startText !== null && start === null) return { ok: false, message: START_DATE_INVALID };
  const end = endText === null ? null : parseFilterDate(endText, input.timeZone);
  if (endText !== null && end === null) return { ok: false, message: END_DATE_INVALID };
  if (start !== null && end !== null && end < start) return { ok: false, message: END_BEFORE_BEGIN };
  return { ok: true, start, end };
}
