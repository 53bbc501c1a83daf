// POST /api/get-vendor-invoice-head-inovices (spelt so): the invoice list's search (SPEC sections 2, 5, 7).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { vendorInvoicesResponse } from './vendor-invoice.ts';
import { allow } from '../platform/access.ts';

/**
 * Dates filter the received date, both ends included; see ./invoice-dates.ts for the forms accepted
 * (the web app sends 'YYYY-MM-DDT00:00'). Either may be blank (no bound); an end before the start
 * answers 400 END_BEFORE_BEGIN, an unreadable date START_DATE_INVALID / END_DATE_INVALID. They are
 * typed loosely so that those answers carry the spec's words rather than a schema error.
 */
export const searchInvoicesRequest = z.object({
  /** a status code of get-vendor-invoice-statuses/; '', null or absent = every status */
  status: z.string().max(50).nullish(),
  startDate: z.string().max(40).nullish(),
  endDate: z.string().max(40).nullish(),
  /** an invoice number or its beginning (case-insensitive); '', null or absent = every invoice */
  invoiceNum: z.string().max(50).nullish(),
  /**
   * Not in the spec: the user's IANA time zone, in which dates with Z or an offset are read as days.
   * Without it the server uses UTC. Zone-less dates need none.
   */
  timezone: z.string().max(64).optional(),
});
export type SearchInvoicesRequest = z.input<typeof searchInvoicesRequest>;

export const searchInvoicesCall = defineCall({
  id: 'get-vendor-invoice-head-inovices',
  method: 'POST',
  path: '/api/get-vendor-invoice-head-inovices',
  body: searchInvoicesRequest,
  response: vendorInvoicesResponse,
  access: allow.vendor('invoices'),
  summary: "The vendor's invoices by status, invoice date range and invoice number",
});
