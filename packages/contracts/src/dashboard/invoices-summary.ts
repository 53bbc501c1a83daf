// GET /api/invoices-summary: the dashboard's unpaid-invoices tile (issue 40 point 6, decision 111).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { dashboardTimeZoneQuery } from './work-orders-summary.ts';

export const invoicesSummaryResponse = z.object({
  /** invoices in an unpaid status received up to today: the List of QuickPay's default rows */
  unpaidCount: z.number().int(),
  /** their net pay, US dollars */
  unpaidTotal: z.number(),
});
export type InvoicesSummaryResponse = z.infer<typeof invoicesSummaryResponse>;

export const invoicesSummaryCall = defineCall({
  id: 'invoices-summary',
  method: 'GET',
  path: '/api/invoices-summary',
  query: dashboardTimeZoneQuery,
  response: invoicesSummaryResponse,
  access: allow.vendor('invoices'),
  summary: "The dashboard count and total of the vendor's unpaid invoices",
});
