// GET /api/get-vendor-quickpay-setting/ (the company-wide, automatic options) and
// GET /api/get-vendor-manual-quickpay-setting/ (the per-invoice options) (SPEC sections 3 and 7).
// Next day is left out of both lists for a vendor whose billing address is a P.O. box.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const quickPaySetting = z.object({
  id: z.number().int(),
  /** the discount in percent, e.g. 2.5 */
  percentage: z.number(),
  /** days until payment; 1 = next day */
  days: z.number().int(),
  /** the overnight shipping charge in US dollars: 35.00 for next day, else 0 */
  fedexFee: z.number(),
  /** a check-mailing fee in US dollars (0 when none) */
  mailingfees: z.number(),
});
export type QuickPaySetting = z.infer<typeof quickPaySetting>;

/** Fewest days first. */
export const quickPaySettingsResponse = z.object({ quickpaysetting: z.array(quickPaySetting) });
export type QuickPaySettingsResponse = z.infer<typeof quickPaySettingsResponse>;

export const automaticQuickPaySettingsCall = defineCall({
  id: 'get-vendor-quickpay-setting',
  method: 'GET',
  path: '/api/get-vendor-quickpay-setting/',
  response: quickPaySettingsResponse,
  access: allow.vendor('quick-pay'),
  summary: 'The automatic (company-wide) QuickPay options open to the vendor',
});

export const manualQuickPaySettingsCall = defineCall({
  id: 'get-vendor-manual-quickpay-setting',
  method: 'GET',
  path: '/api/get-vendor-manual-quickpay-setting/',
  response: quickPaySettingsResponse,
  access: allow.vendor('quick-pay'),
  summary: 'The per-invoice QuickPay options open to the vendor',
});
