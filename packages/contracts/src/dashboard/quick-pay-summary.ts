// GET /api/quick-pay-summary: the dashboard's QuickPay tile (issue 40 point 6, decision 111).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const quickPaySummaryResponse = z.object({
  /**
   * unpaid invoices for which QuickPay may be chosen now with the fastest option offered: no QuickPay
   * yet, the company neither excluded nor opted in to automatic QuickPay, and that option paying by the
   * invoice's due date
   */
  availableCount: z.number().int(),
  /** what that option would pay on them, US dollars */
  amount: z.number(),
  /** what it costs: the percentage taken off plus any overnight fee, US dollars */
  fee: z.number(),
  /** the option's pay date, 'YYYY-MM-DD' (null when no option is offered) */
  payDate: z.string().nullable(),
});
export type QuickPaySummaryResponse = z.infer<typeof quickPaySummaryResponse>;

export const quickPaySummaryCall = defineCall({
  id: 'quick-pay-summary',
  method: 'GET',
  path: '/api/quick-pay-summary',
  response: quickPaySummaryResponse,
  access: allow.vendor('quick-pay'),
  summary: 'The dashboard figures of QuickPay available now: invoices, the money brought forward and its fee',
});
