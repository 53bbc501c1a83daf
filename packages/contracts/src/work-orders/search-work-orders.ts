// POST /api/get-order-by-vendor-num: the work-order search of the List of Work Orders screen
// (SPEC sections 2, 3, 5, 7). Only the signed-in vendor's crew lines are searched.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { WORK_ORDER_ATTENTIONS } from './attention.ts';

/**
 * The search request (SPEC section 3). Dates are calendar days 'YYYY-MM-DD' (preferred) or ISO
 * date-times with Z or an offset (read as the day on which that instant falls in `timezone`); the
 * whole end day is included. Both are required and checked by the server against the onsite rule
 * (./onsite-dates.ts), which answers 400 with the texts of ./messages.ts; they are typed loosely here
 * so that a missing date gets that text rather than a schema error.
 */
export const searchWorkOrdersRequest = z.object({
  /** a status code of GET /api/get-status-orders/VendorPortal; '', null or absent = every status */
  wOStatus: z.string().max(50).nullish(),
  onsiteStartDate: z.string().max(40).nullish(),
  onsiteEndDate: z.string().max(40).nullish(),
  /** a store number (exact match); '', null or absent = every location */
  locationNum: z.string().max(50).nullish(),
  /** a PO number or its beginning (prefix match, case-insensitive); '', null or absent = every PO */
  pONum: z.string().max(50).nullish(),
  /**
   * Not in the spec: the user's IANA time zone (e.g. America/New_York), in which calendar days and
   * "today" are read. The web app sends the browser's zone; without it the server uses UTC.
   */
  timezone: z.string().max(64).optional(),
  /**
   * Not in the spec: only the crew lines a dashboard tile counts (./attention.ts, decision 111): of
   * open orders, with a company note the user has not read, or with a rejected document.
   */
  attention: z.enum(WORK_ORDER_ATTENTIONS).optional(),
});
export type SearchWorkOrdersRequest = z.input<typeof searchWorkOrdersRequest>;

/** One row of the grid: one crew line (ocdId) of an order assigned to the vendor (SPEC section 3). */
export const workOrderRow = z.object({
  /** the crew-detail id: the grid's row id and the first id of the details page */
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  crewId: z.number().int(),
  poNum: z.string(),
  clientCode: z.string(),
  /** the store number */
  location: z.string(),
  /** the location (store) name */
  company: z.string(),
  /** 'address1[, address2], city, state zip' */
  fullAddress: z.string(),
  city: z.string(),
  state: z.string(),
  category: z.string(),
  orderType: z.string(),
  /** not-to-exceed amount in US dollars */
  nte: z.number(),
  /** the status's description (e.g. 'In Progress'); the WO Status filter sends its code */
  orderStatus: z.string(),
  clientPO: z.string(),
  /** '' when the order has no account manager */
  acManagerName: z.string(),
  acManagerEmail: z.string(),
  /** the onsite date-time, ISO 8601 in UTC (e.g. 2026-01-31T14:00:00.000Z) */
  workDate: z.string(),
  signOffExist: z.boolean(),
  vendorInvoiceExist: z.boolean(),
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

/** Rows newest onsite date first (then highest ocdId); an empty list when nothing matches. */
export const searchWorkOrdersResponse = z.object({ vendors: z.array(workOrderRow) });
export type SearchWorkOrdersResponse = z.infer<typeof searchWorkOrdersResponse>;

/**
 * The answer is JSON written by the server's own serializer and sent as PostgreSQL hands the rows over
 * (decisions 010, 025, 030); the web app reads it as it arrives (callForResponse), never through the
 * schema, which is here for the OpenAPI document and the server's tests.
 */
export const searchWorkOrdersCall = defineCall({
  id: 'get-order-by-vendor-num',
  method: 'POST',
  path: '/api/get-order-by-vendor-num',
  body: searchWorkOrdersRequest,
  response: searchWorkOrdersResponse,
  access: allow.vendor('work-orders'),
  summary: "The vendor's work orders (crew lines) by status, onsite dates, location and PO #",
});
