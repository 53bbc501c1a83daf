// POST /api/export-order-by-vendor-excel: "Export all POs to Excel" (SPEC sections 2, 3, 7). The web app
// sends the grid's rows (as the spec has it); the server builds an .xlsx and answers a download link.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { EXPORT_MAX_ROWS, EXPORT_TOO_MANY_ROWS } from './messages.ts';
import { allow } from '../platform/access.ts';

/**
 * The largest request body this call takes: the grid's 100,000 rows, the most it exports, are about
 * 26 MB of JSON (decision 024). Counted on the stream as the body arrives (413), never read whole.
 */
export const EXPORT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** One exported row (SPEC section 3: the grid row's fields under these names). */
export const exportItem = z.object({
  /** ISO 8601 date-time (the row's workDate); '' or null leaves the cell empty */
  workDate: z.string().max(40).nullish(),
  /** US dollars; a numeric string is accepted too */
  nte: z.union([z.number(), z.string().max(30)]).nullish(),
  poNum: z.string().max(100),
  /** the location name */
  company: z.string().max(300).nullish(),
  /** the store number */
  location: z.string().max(100).nullish(),
  vendorFullAddress: z.string().max(500).nullish(),
  orderType: z.string().max(200).nullish(),
  orderStatus: z.string().max(100).nullish(),
  clientPO: z.string().max(100).nullish(),
});
export type ExportItem = z.input<typeof exportItem>;

/** An empty list answers 400 EXPORT_ROWS_REQUIRED; more than EXPORT_MAX_ROWS rows, EXPORT_TOO_MANY_ROWS. */
export const exportWorkOrdersRequest = z.object({
  ordersList: z.array(exportItem).max(EXPORT_MAX_ROWS, { error: EXPORT_TOO_MANY_ROWS }),
  /**
   * Not in the spec: the IANA time zone in which Work Date cells show their time (the grid's zone).
   * Without it the server uses UTC.
   */
  timezone: z.string().max(64).optional(),
});
export type ExportWorkOrdersRequest = z.input<typeof exportWorkOrdersRequest>;

/** The sheet's columns, in the grid's order (header texts), and their cell formats. */
export const EXPORT_COLUMNS = [
  'PO #',
  'Store Number',
  'Location Name',
  'Address',
  'Order Type',
  'NTE',
  'WO Status',
  'Client PO',
  'Work Date',
] as const;
/** NTE cells: US dollars */
export const EXPORT_MONEY_FORMAT = '"$"#,##0.00';
/** Work Date cells: the date-time in the request's time zone */
export const EXPORT_DATE_FORMAT = 'mm/dd/yyyy hh:mm AM/PM';

/**
 * `url` is a short-lived link (GET) to the .xlsx, served with Content-Disposition attachment and
 * `fileName`, e.g. work-orders-2026-01-31.xlsx.
 */
export const exportWorkOrdersResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  fileName: z.string(),
});
export type ExportWorkOrdersResponse = z.infer<typeof exportWorkOrdersResponse>;

/** The body is read as it arrives and checked row by row by the server (EXPORT_BODY_LIMIT_BYTES). */
export const exportWorkOrdersCall = defineCall({
  id: 'export-order-by-vendor-excel',
  method: 'POST',
  path: '/api/export-order-by-vendor-excel',
  body: exportWorkOrdersRequest,
  response: exportWorkOrdersResponse,
  access: allow.vendor('work-orders'),
  summary: "The grid's rows as an .xlsx file, answered as a short-lived download link",
});
