// The staff console's Portal settings screen (issue 18 point 2, decision 060): the settings the vendor
// app reads (banner message and colour, QuickPay disclaimer, portal prefix; the provider API's portal
// settings, decision 054), the field work's (the hours to answer a dispatch, the check-in radius and
// whether completion needs a check-in: decisions 114, 117) and the QuickPay options vendors choose from
// (quick_pay_settings, decision 016). Every staff role reads them; only Administrators change them.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import {
  portalSettingsFieldsSchema,
  providerPortalSettingsSchema,
} from '../provider/portal-settings-calls.ts';
import { allow } from '../platform/access.ts';
import { recordVersion, staleVersionMessage } from '../platform/record-version.ts';

export const QUICK_PAY_OPTION_KINDS = ['automatic', 'manual'] as const;
export type QuickPayOptionKind = (typeof QUICK_PAY_OPTION_KINDS)[number];

/** A percentage as text: above 0 and below 100, at most two decimals ("2.50"). */
export const quickPayPercentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage such as 2.50 (at most two decimals)')
  .refine((text) => Number(text) > 0, 'a percentage above 0');

/** A fee in dollars as text, 0 or more, at most two decimals. */
export const quickPayFeeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount such as 5.00 (at most two decimals)');

export const quickPayDaysSchema = z.coerce
  .number({ error: 'a whole number of days' })
  .int('a whole number of days')
  .min(1, 'at least 1 day')
  .max(365, 'at most 365 days');

export const quickPayOptionSchema = z.object({
  id: z.number().int(),
  /** automatic: the whole company's opt-in; manual: per invoice */
  kind: z.enum(QUICK_PAY_OPTION_KINDS),
  percentage: z.string(),
  days: z.number().int(),
  mailingFee: z.string(),
  /** offered to vendors */
  active: z.boolean(),
  /** vendors opted in to it (automatic options) */
  vendorsOptedIn: z.number().int(),
});
export type QuickPayOption = z.infer<typeof quickPayOptionSchema>;

export const quickPayOptionBodySchema = z
  .object({
    percentage: quickPayPercentSchema,
    days: quickPayDaysSchema,
    mailingFee: quickPayFeeSchema,
    active: z.boolean(),
  })
  .strict();
export const newQuickPayOptionBodySchema = quickPayOptionBodySchema
  .extend({ kind: z.enum(QUICK_PAY_OPTION_KINDS) })
  .strict();

export const staffSettingsSchema = z.object({
  settings: providerPortalSettingsSchema,
  quickPayOptions: z.array(quickPayOptionSchema),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** The settings the console's forms edit (the others stay the provider API's). */
export const staffPortalSettingsFormSchema = portalSettingsFieldsSchema.pick({
  portalMessage: true,
  portalMessageColor: true,
  quickPayDisclaimer: true,
  portalPrefix: true,
  dispatchResponseHours: true,
  checkInRadiusMeters: true,
  requireCheckInBeforeCompletion: true,
});

/**
 * The console's change: the settings to change (the others stay) and the settings' `version` as the
 * screen read them (decision 100). A change over a newer version is refused (409 stale-version, with
 * the screen's data as it now is), so a save never silently undoes another, the provider API's
 * included; without `version` the change is taken as before.
 */
export const staffPutSettingsBodySchema = portalSettingsFieldsSchema
  .partial()
  .extend({ version: recordVersion.optional() })
  .strict()
  .refine((body) => Object.keys(body).some((name) => name !== 'version'), 'name at least one setting');
export type StaffPutSettingsBody = z.infer<typeof staffPutSettingsBodySchema>;

/** The refusal of a change made on settings someone else changed meanwhile (decision 100). */
export const PORTAL_SETTINGS_STALE = staleVersionMessage('the portal settings on this screen');

export const staffOptionIdParams = z.object({
  optionId: z.coerce.number().int().positive().max(2147483647),
});

export const staffSettingsCall = defineCall({
  id: 'staff-settings',
  method: 'GET',
  path: '/staff/api/settings',
  response: staffSettingsSchema,
  access: allow.anyStaff,
  summary: 'The portal settings and the QuickPay options (every staff role)',
});

export const staffPutSettingsCall = defineCall({
  id: 'staff-settings-put',
  method: 'PUT',
  path: '/staff/api/settings',
  body: staffPutSettingsBodySchema,
  response: staffSettingsSchema,
  access: allow.staff('administrator'),
  summary:
    'Changes some portal settings (the ones left out stay); 409 when they changed since `version` (Administrators)',
});

export const staffAddQuickPayOptionCall = defineCall({
  id: 'staff-quick-pay-option-add',
  method: 'POST',
  path: '/staff/api/settings/quick-pay-options',
  body: newQuickPayOptionBodySchema,
  response: staffSettingsSchema,
  access: allow.staff('administrator'),
  summary: 'Adds a QuickPay option (Administrators)',
});

export const staffPutQuickPayOptionCall = defineCall({
  id: 'staff-quick-pay-option-put',
  method: 'PUT',
  path: '/staff/api/settings/quick-pay-options/:optionId',
  params: staffOptionIdParams,
  body: quickPayOptionBodySchema,
  response: staffSettingsSchema,
  access: allow.staff('administrator'),
  summary: 'Changes a QuickPay option: percentage, days, mailing fee, offered or not (Administrators)',
});
