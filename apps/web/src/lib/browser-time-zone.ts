// The calls read calendar days and print times in the user's zone; the browser knows it. Both answers
// come without building a date format where the browser can: the first `Intl.DateTimeFormat` costs
// it its ICU date service, ~20 ms of a desktop core (~80 ms at Lighthouse's 4x CPU) on every page
// whose first search sends the zone (issue 19 point 7), where Temporal answers in well under 1 ms.
import { pad2 } from './format.ts';

type TemporalNow = { Now: { timeZoneId(): string } };

/** The browser's IANA time zone ('America/New_York'); 'UTC' when it names none. */
export function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return (temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone) || 'UTC';
}

/**
 * Today in the browser's zone, 'YYYY-MM-DD': what `calendarDateIn(now, browserTimeZone())` gives, read
 * from the Date's local fields, which are in that same zone, instead of a date format built for it.
 */
export function browserToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}
