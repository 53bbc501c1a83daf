// How money and dates read everywhere (SPEC section 9): US dollars with two decimals, dates as
// MM/DD/YYYY and MM/DD/YYYY hh:mm A in the browser's time zone. Grids format thousands of cells (and
// the unique-value filter all of a column's rows), so dates are written out by hand rather than
// through dayjs, which costs several times more per call; money by the contracts' `formatUsd`, which
// writes what Intl would without building a number format (a ~100 ms task at Lighthouse's 4x CPU).
import { formatUsd } from '@vp/contracts';

/** '$1,234.50'; money arrives as a number or as the database's exact decimal string. Blank stays blank. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? formatUsd(amount) : '';
}

/** A money value as a number (for sorting and totals); blank or malformed is 0. */
export function moneyAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/** A day, month, hour or minute in two digits. */
export const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'MM/DD/YYYY'; blank or unreadable input gives ''. */
export function formatDate(value: Date | string | number | null | undefined): string {
  // a calendar day ('YYYY-MM-DD', as due and pay dates travel) is no instant: `new Date` would read it
  // as UTC midnight, the day before west of Greenwich
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}`;
}

/** 'MM/DD/YYYY hh:mm A' (12-hour clock); blank or unreadable input gives ''. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(date)} ${pad2(hour12)}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Milliseconds since the epoch, for sorting; blank or unreadable input sorts first (-Infinity). */
export function timestampOf(value: Date | string | number | null | undefined): number {
  if (typeof value === 'string') {
    // sort keys are made for every row of a 100,000-row result: the API's own form is read digit by
    // digit (several times faster than Date.parse), anything else through Date.parse
    const time = isUtcIso(value) ? utcIsoMillis(value) : Date.parse(value);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  }
  return toDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** 'YYYY-MM-DDTHH:MM:SS.sssZ', as the API writes date-times. */
const isUtcIso = (s: string) => s.length === 24 && s[10] === 'T' && s[23] === 'Z' && s[19] === '.';

function digits(s: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

function utcIsoMillis(s: string): number {
  return Date.UTC(
    digits(s, 0, 4),
    digits(s, 5, 2) - 1,
    digits(s, 8, 2),
    digits(s, 11, 2),
    digits(s, 14, 2),
    digits(s, 17, 2),
    digits(s, 20, 3),
  );
}
