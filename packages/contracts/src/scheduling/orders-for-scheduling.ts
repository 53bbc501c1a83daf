// GET /api/get-orders-for-scheduling-by-vend-num: the orders of the List of Scheduling screen
// (SPEC sections 2, 3, 7): the signed-in vendor's crew lines that are open for scheduling
// (decision 022). No payload; the answer is {ordersScheduling}.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/** One grid row: one crew line (ocdId) of an order open for scheduling (SPEC section 3, field names as written). */
export const schedulingOrder = z.object({
  /** the crew-detail id: the grid's row id */
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  poNum: z.string(),
  /** the order type */
  task: z.string(),
  /** the order's description of service, HTML (render it through DOMPurify) */
  orderComment: z.string(),
  /** ISO 8601 in UTC, e.g. 2026-01-31T14:00:00.000Z */
  beginService: z.string(),
  serviceEnd: z.string(),
  /** above MAX_SCHEDULING_SERVICE_DAYS the order is listed but cannot be scheduled */
  serviceDays: z.number().int(),
  /** not-to-exceed amount of the crew line in US dollars */
  nte: z.number(),
  /** the client's code (the spec's spelling) */
  cleintCode: z.string(),
  /** the store number */
  loc: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** 'address1[, address2]' of the store */
  address: z.string(),
  /** the store's phone, digits only ('' when unknown) */
  phone: z.string(),
  /** the order's status description (e.g. 'Open') */
  status: z.string(),
});
export type SchedulingOrder = z.infer<typeof schedulingOrder>;

/** Soonest service begin first (then ocdId). */
export const ordersForSchedulingResponse = z.object({ ordersScheduling: z.array(schedulingOrder) });
export type OrdersForSchedulingResponse = z.infer<typeof ordersForSchedulingResponse>;

export const ordersForSchedulingCall = defineCall({
  id: 'get-orders-for-scheduling-by-vend-num',
  method: 'GET',
  path: '/api/get-orders-for-scheduling-by-vend-num',
  response: ordersForSchedulingResponse,
  access: allow.vendor('work-orders'),
  summary: "The vendor's crew lines open for scheduling, soonest service begin first",
});
