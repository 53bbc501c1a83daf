// POST /api/update-order-crew-detail-visit-date: the Add Visit Date form of the Scheduling drawer
// (SPEC sections 2, 3, 5, 7). Records the visit on the crew line (its visitDate, shown in the work
// order's Crew section) and keeps the sanitized comment with it (decision 022).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { VISIT_COMMENT_MAX_LENGTH, VISIT_COMMENT_TOO_LONG } from './messages.ts';
import { allow } from '../platform/access.ts';

/**
 * The visit date submission (SPEC section 3). `visitDate` is an ISO 8601 date-time with Z or an
 * offset (the browser's local time of the datetime-local field, with its offset). The server answers
 * 400 with the texts of ./messages.ts for a missing or malformed date or comment and for a date
 * outside the order's service range; 404 for a crew line that is not the vendor's (or whose ordNum
 * differs); 409 when the order's serviceDays is above 1 or it is not open for scheduling.
 * `visitDate` and `comment` are typed loosely so that a missing value gets that text.
 */
export const updateVisitDateRequest = z.object({
  ocdId: z.number().int().positive().max(2_147_483_647),
  ordNum: z.number().int().positive().max(2_147_483_647),
  visitDate: z.string().max(40).nullish(),
  /** HTML from the rich-text editor; sanitized by the server before it is stored */
  comment: z.string().max(VISIT_COMMENT_MAX_LENGTH, { error: VISIT_COMMENT_TOO_LONG }).nullish(),
});
export type UpdateVisitDateRequest = z.input<typeof updateVisitDateRequest>;

export const updateVisitDateResponse = z.object({
  success: z.literal(true),
  /** VISIT_DATE_ADDED */
  message: z.string(),
  /** the stored visit date, ISO 8601 in UTC */
  visitDate: z.string(),
});
export type UpdateVisitDateResponse = z.infer<typeof updateVisitDateResponse>;

export const updateVisitDateCall = defineCall({
  id: 'update-order-crew-detail-visit-date',
  method: 'POST',
  path: '/api/update-order-crew-detail-visit-date',
  body: updateVisitDateRequest,
  response: updateVisitDateResponse,
  access: allow.vendor('work-orders:edit'),
  summary: "Schedules the visit of a crew line open for scheduling: its date and the vendor's comment",
});
