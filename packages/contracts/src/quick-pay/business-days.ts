// Business days for next-day QuickPay (SPEC section 9): Monday to Friday, except the US federal
// holidays of 5 U.S.C. 6103 on the days they are observed (a Saturday holiday on the Friday before, a
// Sunday one on the Monday after). Computed, so no calendar is fetched or kept up to date.
// Days are calendar days 'YYYY-MM-DD'.

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** 0 = Sunday ... 6 = Saturday */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'YYYY-MM-DD' plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return iso(y, m, d + days);
}

/** The n-th (1-based) `weekday` of a month, or with n = -1 the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  const back = (lastDay.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDay.getUTCDate() - back);
}

/** A fixed-date holiday moved to the day it is observed. */
function observed(date: string): string {
  const day = weekdayOf(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

const cache = new Map<number, ReadonlySet<string>>();

/** The days on which the federal holidays of `year` are observed (the list of 5 U.S.C. 6103). */
function holidaysOfYear(year: number): ReadonlySet<string> {
  const days = [
    observed(iso(year, 1, 1)), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(iso(year, 7, 4)), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(iso(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(iso(year, 12, 25)), // Christmas Day
  ];
  // Juneteenth National Independence Day, a federal holiday since 2021
  if (year >= 2021) days.push(observed(iso(year, 6, 19)));
  return new Set(days);
}

function holidaysAround(year: number): ReadonlySet<string> {
  let set = cache.get(year);
  if (!set) {
    set = holidaysOfYear(year);
    cache.set(year, set);
  }
  return set;
}

/**
 * True when `date` is the observed day of a US federal holiday. A New Year's Day on a Saturday is
 * observed on December 31 of the year before, hence the look at the next year.
 */
export function isFederalHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return holidaysAround(year).has(date) || holidaysAround(year + 1).has(date);
}

/** The observed federal holidays of a year, sorted (for display and tests). */
export function federalHolidays(year: number): string[] {
  return [...holidaysOfYear(year)].sort();
}

export function isBusinessDay(date: string): boolean {
  const day = weekdayOf(date);
  return day !== 0 && day !== 6 && !isFederalHoliday(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string): string {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}
