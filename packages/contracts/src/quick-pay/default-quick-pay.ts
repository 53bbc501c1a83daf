// The company's automatic QuickPay (SPEC sections 3, 4, 7): GET /api/get-vendor-default-quickpay-setting/
// answers the current state; POST /api/vendor-default-opt-quickpay-Update/ opts in or out.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/** Opted in when qpPercentage is above 0 (SPEC section 4). */
export const defaultQuickPayState = z.object({
  /** the automatic option opted into; null when opted out */
  qpsettingid: z.number().int().nullable(),
  /** its percentage; 0 when opted out */
  qpPercentage: z.number(),
  /** its overnight shipping charge in US dollars; 0 when opted out */
  fedexFee: z.number(),
  /** its days; null when opted out */
  days: z.number().int().nullable(),
  /** the last opt-out, ISO 8601 in UTC; null when never opted out */
  optOutdate: z.string().nullable(),
  /** not in the spec: the last opt-in, ISO 8601 in UTC; null when never opted in */
  optIndate: z.string().nullable(),
  /** not in the spec: QuickPay is disabled for the company (no opt-in, no per-invoice QuickPay) */
  qpExclude: z.boolean(),
});
export type DefaultQuickPayState = z.infer<typeof defaultQuickPayState>;

/** The method is not shown in the spec: POST (decision 016). Path spelt as the spec has it. */
/**
 * `Option` true opts in with `SettingId` (one of get-vendor-quickpay-setting/; 400 QUICK_PAY_OPTION_REQUIRED
 * without it, QUICK_PAY_SETTING_UNKNOWN for another id); false opts out (SettingId ignored; 409
 * QUICK_PAY_NOT_OPTED_IN when not opted in). A qpExclude company is refused with QUICK_PAY_DISABLED (403).
 * Opting in gives every unpaid invoice without a per-invoice choice the option (where it pays by the
 * due date); opting out removes it from the unpaid invoices that got it so.
 */
export const optQuickPayRequest = z.object({
  Option: z.boolean(),
  SettingId: z.number().int().nullish(),
});
export type OptQuickPayRequest = z.input<typeof optQuickPayRequest>;

/** message: QUICK_PAY_OPTED_IN or QUICK_PAY_OPTED_OUT */
export const optQuickPayResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  state: defaultQuickPayState,
});
export type OptQuickPayResponse = z.infer<typeof optQuickPayResponse>;

export const defaultQuickPayCall = defineCall({
  id: 'get-vendor-default-quickpay-setting',
  method: 'GET',
  path: '/api/get-vendor-default-quickpay-setting/',
  response: defaultQuickPayState,
  access: allow.vendor('quick-pay'),
  summary: "The company's automatic QuickPay: its option, opt-in and opt-out dates, exclusion",
});

export const optQuickPayCall = defineCall({
  id: 'vendor-default-opt-quickpay-Update',
  method: 'POST',
  path: '/api/vendor-default-opt-quickpay-Update/',
  body: optQuickPayRequest,
  response: optQuickPayResponse,
  access: allow.vendor('quick-pay'),
  summary: 'Opts the company in to an automatic QuickPay option, or out',
});
