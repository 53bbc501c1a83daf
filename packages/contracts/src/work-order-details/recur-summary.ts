// GET /api/get-recur-master-summary-by-ord-num/{ordNum}: the Recur Info section (SPEC sections 2, 3, 7).
// The spec does not show the response shape; this one is ours:
// {year, recurSummary: rows}. Each row is one recurring service of the order: its planned visits per
// month of `year` (jan..dece, 0 when none) and its totals for this year and next year.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { ordNumParams } from './ids.ts';
import { allow } from '../platform/access.ts';

const count = z.number().int().nonnegative();

export const recurSummaryRow = z.object({
  recurNo: z.number().int(),
  task: z.string(),
  category: z.string(),
  jan: count,
  feb: count,
  mar: count,
  apr: count,
  may: count,
  jun: count,
  jul: count,
  aug: count,
  sep: count,
  oct: count,
  nov: count,
  /** December (spelt so in the spec: `dec` is avoided) */
  dece: count,
  /** visits planned in the current calendar year */
  thisYear: count,
  /** visits planned in the next calendar year */
  nextYear: count,
});
export type RecurSummaryRow = z.infer<typeof recurSummaryRow>;

export const RECUR_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dece',
] as const satisfies readonly (keyof RecurSummaryRow)[];
/** column headers of the months, JAN to DEC */
export const RECUR_MONTH_LABELS = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

/** Rows by recurNo; an empty list when the order has no recurring services; 404 for another vendor's order. */
export const getRecurSummaryResponse = z.object({
  /** the calendar year of the monthly counts (the current year) */
  year: z.number().int(),
  recurSummary: z.array(recurSummaryRow),
});
export type GetRecurSummaryResponse = z.infer<typeof getRecurSummaryResponse>;

export const getRecurSummaryCall = defineCall({
  id: 'get-recur-master-summary-by-ord-num',
  method: 'GET',
  path: '/api/get-recur-master-summary-by-ord-num/:ordNum',
  params: ordNumParams,
  response: getRecurSummaryResponse,
  access: allow.vendor('work-orders'),
  summary: "An order's recurring services: planned visits per month of this year, this year's and next",
});
