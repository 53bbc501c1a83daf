// The console's view of a work order's check-ins (issue 41 point 4, decision 117): every crew line's, the
// IVR's beside those made on the phone, each with where it was made against the store, so the company
// reviews the flagged ones (off site, no position, a store without a position) and marks each reviewed
// (decision 123): who and when are kept, and it leaves "To review".
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { CHECK_IN_SOURCES, SITE_STATES } from './check-in-rules.ts';

/** A flagged check-in's review: who marked it and when (decision 123). */
export const checkInReviewSchema = z.object({
  /** ISO 8601 in UTC */
  reviewedAt: z.string(),
  /** the staff member's name as it was when marked */
  reviewedBy: z.string(),
});
export type CheckInReview = z.infer<typeof checkInReviewSchema>;

export const staffCheckInSchema = z.object({
  id: z.number().int(),
  ocdId: z.number().int().nullable(),
  vendorName: z.string(),
  /** 'Phone', 'Mobile App', 'Mobile Guest', 'Web', ... */
  method: z.string(),
  /** the IVR's, a signed-in user's phone, or a guest's (decision 123) */
  source: z.enum(CHECK_IN_SOURCES),
  checkedInBy: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string().nullable(),
  hours: z.number(),
  /** null: the IVR's, which carries no position */
  siteState: z.enum(SITE_STATES).nullable(),
  distanceMeters: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  /** why there is no position: 'denied', 'unavailable', 'timeout', 'stale' */
  positionProblem: z.string().nullable(),
  /** the phone's own description of itself (the user agent), as the Mobile Guest IVR setting promises */
  device: z.string().nullable(),
  workDone: z.string().nullable(),
  /** made on the phone and not shown on site: for the company to review */
  flagged: z.boolean(),
  /** null until a staff member marks the flagged check-in reviewed */
  review: checkInReviewSchema.nullable(),
  /** flagged and not yet reviewed: shown "To review" */
  toReview: z.boolean(),
});
export type StaffCheckIn = z.infer<typeof staffCheckInSchema>;

export const staffWorkOrderCheckInsCall = defineCall({
  id: 'staff-work-order-check-ins',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum/check-ins',
  params: z.object({ ordNum: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.object({ items: z.array(staffCheckInSchema) }),
  access: allow.anyStaff,
  summary: "A work order's check-ins (IVR, phone and guest), newest first, the flagged ones marked",
});

export const staffReviewCheckInCall = defineCall({
  id: 'staff-review-check-in',
  method: 'POST',
  path: '/staff/api/check-ins/:id/review',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.object({ message: z.string(), checkIn: staffCheckInSchema }),
  access: allow.staff('vendor_manager'),
  summary:
    'Marks a flagged check-in reviewed (who and when kept; a second mark changes nothing); a check-in that is not flagged is 409',
});
