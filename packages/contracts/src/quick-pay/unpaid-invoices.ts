// POST /api/get-vendor-invoices-unpaid-for-quick-pay: the List of QuickPay grid (SPEC sections 2, 7, 9).
// Answers { vendorInvoices } (../invoices/vendor-invoice.ts), only unpaid invoices.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { vendorInvoicesResponse } from '../invoices/vendor-invoice.ts';
import { allow } from '../platform/access.ts';

/**
 * `status`: QUICK_PAY_STATUS_UNPAID ('Unpaid'), '', null or absent = every unpaid status; else the
 * code of an unpaid status of get-vendor-invoice-statuses/ (400 QUICK_PAY_STATUS_UNKNOWN otherwise).
 * Dates filter the received date as in get-vendor-invoice-head-inovices (same forms, same refusals);
 * either may be blank.
 */
export const unpaidInvoicesRequest = z.object({
  status: z.string().max(50).nullish(),
  startDate: z.string().max(40).nullish(),
  endDate: z.string().max(40).nullish(),
  /** not in the spec: the user's IANA time zone for dates with Z or an offset; default UTC */
  timezone: z.string().max(64).optional(),
});
export type UnpaidInvoicesRequest = z.input<typeof unpaidInvoicesRequest>;

export const unpaidInvoicesCall = defineCall({
  id: 'get-vendor-invoices-unpaid-for-quick-pay',
  method: 'POST',
  path: '/api/get-vendor-invoices-unpaid-for-quick-pay',
  body: unpaidInvoicesRequest,
  response: vendorInvoicesResponse,
  access: allow.vendor('quick-pay'),
  summary: "The vendor's unpaid invoices (the List of QuickPay)",
});
