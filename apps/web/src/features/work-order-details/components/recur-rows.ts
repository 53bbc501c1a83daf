// Recur Info values (SPEC sections 2, 3): monthly counts JAN to DEC, 0 when the server left one out.
import { RECUR_MONTHS, type RecurSummaryRow } from '@vp/contracts';

export type RecurMonth = (typeof RECUR_MONTHS)[number];

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A row's count for this year or next year; 0 when left out. */
export function yearCount(row: Partial<RecurSummaryRow>, which: 'thisYear' | 'nextYear'): number {
  return countOf(row[which]);
}

/** The twelve monthly counts of a row, January first; a missing or blank month is 0. */
export function monthCounts(row: Partial<RecurSummaryRow>): number[] {
  return RECUR_MONTHS.map((month) => countOf(row[month]));
}

/** This year's and next year's totals of all rows. */
export function yearTotals(rows: readonly Partial<RecurSummaryRow>[]): {
  thisYear: number;
  nextYear: number;
} {
  let thisYear = 0;
  let nextYear = 0;
  for (const row of rows) {
    thisYear += countOf(row.thisYear);
    nextYear += countOf(row.nextYear);
  }
  return { thisYear, nextYear };
}
