// The onsite date rule of SPEC sections 5 and 9, as pure functions shared by the server (which enforces
// it) and the web app (which sets its date pickers' bounds and defaults with it). Dates are calendar
// days 'YYYY-MM-DD' in the user's time zone.
import {
  END_BEFORE_BEGIN,
  ONSITE_BEGIN_INVALID,
  ONSITE_BEGIN_REQUIRED,
  ONSITE_END_INVALID,
  ONSITE_END_REQUIRED,
  onsiteBeginOnlyToday,
  onsiteBeginTooEarly,
} from './messages.ts';

/** woHistoryMonthLimit when the setting is missing or not a whole number */
export const DEFAULT_WO_HISTORY_MONTH_LIMIT = 12;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// a date-time must say which instant it means: Z or an offset
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

// Building an Intl.DateTimeFormat costs more than the rest of a search's date checks (issue 19 point 4:
// it showed in the list call's profile), so one is kept per zone. The map is bounded: a zone's name is
// the request's, and Intl takes a name in any letter case.
const MAX_KEPT_ZONES = 64;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD; throws for a zone this runtime does not know
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormatters.size >= MAX_KEPT_ZONES) dayFormatters.clear();
    dayFormatters.set(timeZone, f);
  }
  return f;
}

/** True for an IANA time-zone name this runtime knows (e.g. America/New_York, UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day 'YYYY-MM-DD' on which `instant` falls in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return dayFormatter(timeZone).format(instant);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * A request's date as a calendar day: 'YYYY-MM-DD' as it is, or an ISO date-time with Z or an offset,
 * read as the day on which that instant falls in `timeZone`. Null for anything else.
 */
export function parseCalendarDate(value: string, timeZone: string): string | null {
  const m = DATE_ONLY.exec(value);
  if (m) return isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) ? value : null;
  if (!DATE_TIME.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : calendarDateIn(instant, timeZone);
}

/** 'YYYY-MM-DD' minus whole months; a day past the month's end becomes its last day (03-31 -> 02-28). */
export function minusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' */
export const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

export type OnsiteWindow = {
  /** the earliest allowed begin date */
  earliestBegin: string;
  /** the latest allowed begin date: today when the limit is '0', else none */
  latestBegin: string | null;
  /** the default begin date: one month ago, or today when the limit is '0' (SPEC section 9) */
  defaultBegin: string;
};

/** How far back the begin date may go, from the woHistoryMonthLimit setting (a string, as stored). */
export function onsiteWindow(today: string, woHistoryMonthLimit: string): OnsiteWindow {
  const trimmed = woHistoryMonthLimit.trim();
  if (trimmed === '0') return { earliestBegin: today, latestBegin: today, defaultBegin: today };
  const months = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : DEFAULT_WO_HISTORY_MONTH_LIMIT;
  return {
    earliestBegin: minusMonths(today, months),
    latestBegin: null,
    defaultBegin: minusMonths(today, Math.min(1, months)),
  };
}

export type OnsiteRangeCheck = { ok: true; begin: string; end: string } | { ok: false; message: string };

/**
 * SPEC section 5: both dates required, begin at most end, begin no earlier than today minus
 * woHistoryMonthLimit months, and only today when the limit is '0'. The first broken rule's message.
 */
export function checkOnsiteRange(input: {
  onsiteStartDate: string | null | undefined;
  onsiteEndDate: string | null | undefined;
  today: string;
  woHistoryMonthLimit: string;
  timeZone: string;
}): OnsiteRangeCheck {
  if (!input.onsiteStartDate) return { ok: false, message: ONSITE_BEGIN_REQUIRED };
  if (!input.onsiteEndDate) return { ok: false, message: ONSITE_END_REQUIRED };
  const begin = parseCalendarDate(input.onsiteStartDate, input.timeZone);
  if (!begin) return { ok: false, message: ONSITE_BEGIN_INVALID };
  const end = parseCalendarDate(input.onsiteEndDate, input.timeZone);
  if (!end) return { ok: false, message: ONSITE_END_INVALID };
  if (begin > end) return { ok: false, message: END_BEFORE_BEGIN };
  const window = onsiteWindow(input.today, input.woHistoryMonthLimit);
  if (window.latestBegin !== null && begin !== input.today) {
    return { ok: false, message: onsiteBeginOnlyToday(usDate(input.today)) };
  }
  if (begin < window.earliestBegin) {
    return { ok: false, message: onsiteBeginTooEarly(usDate(window.earliestBegin)) };
  }
  return { ok: true, begin, end };
}
