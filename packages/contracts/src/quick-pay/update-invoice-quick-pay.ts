// POST /api/update-vendor-inv-head-quick-pay: QuickPay for one invoice (SPEC sections 3, 4, 5, 7).
import { z } from 'zod';
import { vendorInvoice } from '../invoices/vendor-invoice.ts';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/**
 * The invoice-head update of SPEC section 3. The option is `settingId` (not in the spec; one of
 * get-vendor-manual-quickpay-setting/) or, without it, the manual option whose percentage is
 * `percentage`. The server recomputes the amount, fees and pay date itself: `Amount`,
 * `isMailingFeeActive`, `FedexFee` and `dueDate` are accepted for compatibility and never trusted.
 *
 * Refusals (nothing changes): 404 INVOICE_NOT_FOUND (missing or another vendor's invoice);
 * 403 QUICK_PAY_DISABLED (qpExclude); 409 QUICK_PAY_ALREADY_OPTED_IN (company opted in);
 * 409 QUICK_PAY_INVOICE_NOT_UNPAID; 400 QUICK_PAY_OPTION_REQUIRED, QUICK_PAY_SETTING_UNKNOWN,
 * QUICK_PAY_NEXT_DAY_PO_BOX, QUICK_PAY_AFTER_DUE_DATE, QUICK_PAY_SAME_OPTION.
 */
export const updateInvoiceQuickPayRequest = z.object({
  /** the invoice id (inv_seq) */
  id: z.number().int(),
  percentage: z.number().nullish(),
  Amount: z.number().nullish(),
  isMailingFeeActive: z.boolean().nullish(),
  FedexFee: z.number().nullish(),
  dueDate: z.string().max(40).nullish(),
  settingId: z.number().int().nullish(),
});
export type UpdateInvoiceQuickPayRequest = z.input<typeof updateInvoiceQuickPayRequest>;

/** message: QUICK_PAY_ADDED; `invoice` is the invoice as saved (the server's figures). */
export const updateInvoiceQuickPayResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invoice: vendorInvoice,
});
export type UpdateInvoiceQuickPayResponse = z.infer<typeof updateInvoiceQuickPayResponse>;

export const updateInvoiceQuickPayCall = defineCall({
  id: 'update-vendor-inv-head-quick-pay',
  method: 'POST',
  path: '/api/update-vendor-inv-head-quick-pay',
  body: updateInvoiceQuickPayRequest,
  response: updateInvoiceQuickPayResponse,
  access: allow.vendor('quick-pay'),
  summary: 'QuickPay for one invoice: the option chosen, its figures recomputed by the server',
});
