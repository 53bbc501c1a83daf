// The console's view of a work order's check-ins (issue 41 point 4, decision 117): every crew line's, the
// IVR's beside those made on the phone, each with where it was made against the store, so the company
// reviews the flagged ones (off site, no position, a store without a position).
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { SITE_STATES } from './check-in-rules.ts';

export const staffCheckInSchema = z.object({
  id: z.number().int(),
  ocdId: z.number().int().nullable(),
  vendorName: z.string(),
  /** 'Phone', 'Mobile App', 'Mobile Guest', 'Web', ... */
  method: z.string(),
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
