// GET /api/get-vendor-inv-detail-by-inv_seq/{id}: the related-order lines of one invoice, shown in
// the Invoice drawer (SPEC sections 2, 3, 7). Another vendor's invoice answers 404 like a missing one.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

// checked by the server, so that a malformed id answers 404 like an unknown one
export const invoiceDetailsParams = z.object({ id: z.string() });

export const invoiceDetailLine = z.object({
  /** the location (store) name */
  company: z.string(),
  poNum: z.string(),
  /** the store number */
  locationId: z.string(),
  /** what the vendor billed for this order, US dollars */
  billAmt: z.number(),
  /** what the provider approved to pay for it, US dollars */
  payAmt: z.number(),
});
export type InvoiceDetailLine = z.infer<typeof invoiceDetailLine>;

/** Lines in PO # order. */
export const invoiceDetailsResponse = z.object({ invoiceDetails: z.array(invoiceDetailLine) });
export type InvoiceDetailsResponse = z.infer<typeof invoiceDetailsResponse>;

export const invoiceDetailsCall = defineCall({
  id: 'get-vendor-inv-detail-by-inv_seq',
  method: 'GET',
  path: '/api/get-vendor-inv-detail-by-inv_seq/:id',
  params: invoiceDetailsParams,
  response: invoiceDetailsResponse,
  access: allow.vendor('invoices'),
  summary: "An invoice's related-order lines",
});
