// GET /api/get-vendor-invoice-statuses/: the Status filter's options (SPEC sections 3 and 7).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const invoiceStatusOption = z.object({
  /** what the filters send as `status` */
  code: z.string(),
  /** what the user reads */
  webstatus: z.string(),
  /** not in the spec: true for the statuses of settled invoices (a check was issued, or void) */
  paid: z.boolean(),
});
export type InvoiceStatusOption = z.infer<typeof invoiceStatusOption>;

/** In display order. */
export const invoiceStatusesResponse = z.object({ allStatusVendorInvoices: z.array(invoiceStatusOption) });
export type InvoiceStatusesResponse = z.infer<typeof invoiceStatusesResponse>;

export const invoiceStatusesCall = defineCall({
  id: 'get-vendor-invoice-statuses',
  method: 'GET',
  path: '/api/get-vendor-invoice-statuses/',
  response: invoiceStatusesResponse,
  access: allow.vendor('invoices'),
  summary: 'The invoice statuses, in display order (the Status filters of invoices and QuickPay)',
});
