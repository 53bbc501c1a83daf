// The check-in calls (issue 41 point 4, decision 117): a signed-in user checks in and out on a crew line
// from its details page; a guest (Mobile Guest IVR, when the vendor allows it) from the public page
// /check-in with the PO # and the vendor ID. The IVR section lists both beside the IVR's check-ins.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { ocdIdParams } from '../work-order-details/ids.ts';
import {
  GUEST_NAME_MAX_LENGTH,
  MAX_CHECK_OUT_HOURS,
  POSITION_PROBLEMS,
  SITE_STATES,
  WORK_DONE_MAX_LENGTH,
} from './check-in-rules.ts';

/** The browser's fix: degrees, the accuracy radius in metres, and when the phone fixed it (ISO 8601). */
export const positionFix = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
  fixedAt: z.iso.datetime({ offset: true }),
});
export type PositionFix = z.infer<typeof positionFix>;

/** What the page sends when checking in: the fix, or why it has none. */
export const checkInBody = z
  .object({
    position: positionFix.nullable(),
    positionProblem: z.enum(POSITION_PROBLEMS).exclude(['stale']).nullable().default(null),
  })
  .strict();
export type CheckInBody = z.input<typeof checkInBody>;

/** One check-in as the page shows it. */
export const checkIn = z.object({
  id: z.number().int(),
  ocdId: z.number().int(),
  startDateTime: z.string(),
  /** null while checked in */
  endDateTime: z.string().nullable(),
  hours: z.number(),
  siteState: z.enum(SITE_STATES),
  distanceMeters: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  workDone: z.string().nullable(),
  checkedInBy: z.string(),
});
export type CheckIn = z.infer<typeof checkIn>;

export const checkInResponse = z.object({ message: z.string(), checkIn });
export type CheckInResponse = z.infer<typeof checkInResponse>;

/** Check-out: the work done (required) and the hours worked (0 to 24, two decimals at most). */
export const checkOutBody = z
  .object({
    workDone: z.string().max(WORK_DONE_MAX_LENGTH * 2),
    hours: z.number().min(0).max(MAX_CHECK_OUT_HOURS),
  })
  .strict();
export type CheckOutBody = z.input<typeof checkOutBody>;

export const checkInCall = defineCall({
  id: 'check-in',
  method: 'POST',
  path: '/api/work-orders/:id/check-in',
  params: ocdIdParams,
  body: checkInBody,
  response: checkInResponse,
  access: allow.vendor('work-orders:edit'),
  summary:
    'Checks the signed-in user in on a crew line: the time, and the position when the phone gave one; never refused for where it was made (flagged instead)',
});

export const checkOutCall = defineCall({
  id: 'check-out',
  method: 'POST',
  path: '/api/work-orders/:id/check-out',
  params: ocdIdParams,
  body: checkOutBody,
  response: checkInResponse,
  access: allow.vendor('work-orders:edit'),
  summary: 'Checks the signed-in user out of a crew line with the work done and the hours',
});

export const myCheckInResponse = z.object({
  /** the user's open check-in on the crew line, or null */
  checkIn: checkIn.nullable(),
  /** the store's radius the company set */
  radiusMeters: z.number(),
  /** whether the company requires a check-in before the work is Completed */
  requiredBeforeCompletion: z.boolean(),
});
export type MyCheckInResponse = z.infer<typeof myCheckInResponse>;

export const getMyCheckInCall = defineCall({
  id: 'get-my-check-in',
  method: 'GET',
  path: '/api/work-orders/:id/check-in',
  params: ocdIdParams,
  response: myCheckInResponse,
  access: allow.vendor('work-orders'),
  summary: "The signed-in user's open check-in on a crew line, if any, and the company's check-in rules",
});

/** The public page's check-in: the PO #, the vendor ID, the guest's name, the fix or why none. */
export const guestCheckInBody = z
  .object({
    poNum: z.string().trim().min(1).max(50),
    vendorNum: z.coerce.number().int().positive().max(2_147_483_647),
    name: z.string().trim().min(1).max(GUEST_NAME_MAX_LENGTH),
    position: positionFix.nullable(),
    positionProblem: z.enum(POSITION_PROBLEMS).exclude(['stale']).nullable().default(null),
  })
  .strict();
export type GuestCheckInBody = z.input<typeof guestCheckInBody>;

export const guestCheckInResponse = checkInResponse.extend({
  /** kept by the page to check out from the same device; shown nowhere */
  checkOutToken: z.string(),
});
export type GuestCheckInResponse = z.infer<typeof guestCheckInResponse>;

export const guestCheckInCall = defineCall({
  id: 'guest-check-in',
  method: 'POST',
  path: '/api/guest-check-in',
  body: guestCheckInBody,
  response: guestCheckInResponse,
  access: allow.public,
  summary:
    "A technician without an account checks in on a vendor's open work order by PO # and vendor ID, when the vendor allows Mobile Guest IVR (limited per address)",
});

export const guestCheckOutBody = checkOutBody.extend({ token: z.string().min(20).max(100) }).strict();
export type GuestCheckOutBody = z.input<typeof guestCheckOutBody>;

export const guestCheckOutCall = defineCall({
  id: 'guest-check-out',
  method: 'POST',
  path: '/api/guest-check-out',
  body: guestCheckOutBody,
  response: checkInResponse,
  access: allow.public,
  summary: 'A guest checks out with the token of their check-in, the work done and the hours',
});
