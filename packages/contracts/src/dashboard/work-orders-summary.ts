// GET /api/work-orders-summary: the dashboard's work-order tiles (issue 40 point 6, decision 111).
// Each count is the number of rows the list its tile opens shows (attention.ts builds that list's search).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const dashboardTimeZoneQuery = z
  .object({
    /** IANA time zone of the browser, for "today" (UTC when left out) */
    timezone: z.string().max(64).optional(),
  })
  .strict();

export const workOrdersSummaryResponse = z.object({
  /** crew lines open for scheduling: the List of Scheduling's rows */
  toSchedule: z.number().int(),
  /** crew lines of open orders onsite today */
  dueToday: z.number().int(),
  /** crew lines of open orders onsite before today, inside the list's history window */
  overdue: z.number().int(),
  /** crew lines whose order has a note from the company the signed-in user has not read */
  unreadNotes: z.number().int(),
  /** crew lines still waiting for the vendor's answer past their deadline (issue 41, decision 114) */
  answersOverdue: z.number().int(),
});
export type WorkOrdersSummaryResponse = z.infer<typeof workOrdersSummaryResponse>;

/** A user who reaches only their assigned crew lines (a Technician) counts only those. */
export const workOrdersSummaryCall = defineCall({
  id: 'work-orders-summary',
  method: 'GET',
  path: '/api/work-orders-summary',
  query: dashboardTimeZoneQuery,
  response: workOrdersSummaryResponse,
  access: allow.vendor('work-orders'),
  summary:
    'The dashboard counts of work orders: to schedule, due today, overdue, unread company notes, answers overdue',
});
