// The IVR section (SPEC sections 2, 3, 7): the client's instructions and the IVR check-in records.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { ordNumParams } from './ids.ts';
import { allow } from '../platform/access.ts';
import { SITE_STATES } from '../check-ins/check-in-rules.ts';

/** HTML sanitized when stored (render through DOMPurify); '' when the client gave none. */
export const getClientInstructionResponse = z.object({ clientInstruction: z.string() });
export type GetClientInstructionResponse = z.infer<typeof getClientInstructionResponse>;

export const getClientInstructionCall = defineCall({
  id: 'get-client-instruction-by-ord-num',
  method: 'GET',
  path: '/api/get-client-instruction-by-ord-num/:ordNum',
  params: ordNumParams,
  response: getClientInstructionResponse,
  access: allow.vendor('work-orders'),
  summary: "The client's instructions for an order (HTML)",
});

/** One IVR check-in record (SPEC section 3 "Order hours (IVR)"). Date-times are ISO 8601 in UTC. */
export const orderHour = z.object({
  id: z.number().int(),
  /** Vendor Name */
  vendor: z.string(),
  /** Vendor Number */
  vendorNumber: z.number().int(),
  /** Start */
  startDateTime: z.string(),
  /** End; null while checked in */
  endDateTime: z.string().nullable(),
  /** Hours: decimal hours, two decimals, e.g. 2.5 */
  hours: z.number(),
  /** Techs: how many technicians */
  tech: z.number().int(),
  inputBy: z.string(),
  inputDate: z.string(),
  /** Caller ID: the phone number that called */
  callerId: z.string(),
  /** IVR Method, e.g. 'Phone', 'Mobile App', 'Mobile Guest', 'Web' */
  method: z.string(),
  /** a check-in made on the phone (decision 117): where it was against the store; null for the IVR's */
  siteState: z.enum(SITE_STATES).nullable(),
  /** metres from the store, when both positions are known */
  distanceMeters: z.number().nullable(),
  /** the check-out's work done */
  workDone: z.string().nullable(),
});
export type OrderHour = z.infer<typeof orderHour>;

/** Newest check-in first; empty when none; 404 for another vendor's order. */
export const getOrderHoursResponse = z.object({ orderHours: z.array(orderHour) });
export type GetOrderHoursResponse = z.infer<typeof getOrderHoursResponse>;

export const getOrderHoursCall = defineCall({
  id: 'get-order-hours-for-vendor-portal-by-order-number',
  method: 'GET',
  path: '/api/get-order-hours-for-vendor-portal-by-order-number/:ordNum',
  params: ordNumParams,
  response: getOrderHoursResponse,
  access: allow.vendor('work-orders'),
  summary: "An order's IVR check-in records, newest first",
});
