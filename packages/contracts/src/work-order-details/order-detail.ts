// GET /api/get-order-detail-by-ocd-id/{id}: the Work Order Information section (SPEC sections 2, 3, 7).
// id is the crew-detail id (ocdId) of one of the vendor's crew lines. The spec does not show the
// response shape; this one is ours: {orderDetail: the order info}.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { ocdIdParams } from './ids.ts';
import { allow } from '../platform/access.ts';

/** SPEC section 3 "Order info (detail)", plus clientName and clientPO (shown by the section) */
export const orderDetail = z.object({
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  crewId: z.number().int(),
  poNum: z.string(),
  /** the store number */
  location: z.string(),
  /** the location (store) name */
  company: z.string(),
  clientCode: z.string(),
  clientName: z.string(),
  clientPO: z.string(),
  /** the status's description, e.g. 'In Progress' */
  orderStatus: z.string(),
  category: z.string(),
  orderType: z.string(),
  priority: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** 'Scope of Work': HTML, sanitized when stored; render through DOMPurify */
  orderComment: z.string(),
  /** 'Additional Information': HTML, sanitized when stored; render through DOMPurify */
  additionalInformation: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** 404 (WORK_ORDER_NOT_FOUND) for a missing id or another vendor's crew line. */
export const getOrderDetailResponse = z.object({ orderDetail });
export type GetOrderDetailResponse = z.infer<typeof getOrderDetailResponse>;

export const getOrderDetailCall = defineCall({
  id: 'get-order-detail-by-ocd-id',
  method: 'GET',
  path: '/api/get-order-detail-by-ocd-id/:id',
  params: ocdIdParams,
  response: getOrderDetailResponse,
  access: allow.vendor('work-orders'),
  summary: "The Work Order Information of one of the vendor's crew lines",
});
