// Portal settings through the provider API (issue 17 point 2, decision 054): what the vendor app reads
// from GET /api/get-portal-settings and GET /api/get-vendor-disclaimer-values (decision 005). A change
// shows in the vendor app's next call. One resource with one ETag.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import { allow } from '../platform/access.ts';
import { CHECK_IN_RADIUS_MAX_METERS, CHECK_IN_RADIUS_MIN_METERS } from '../check-ins/check-in-rules.ts';

/** Plain text on one line: no control characters. */
const line = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'one line of text, without control characters');

export const PORTAL_MESSAGE_MAX_LENGTH = 500;
/** a dispatch's answer is due 1 hour to 30 days after it (decision 114) */
export const DISPATCH_RESPONSE_HOURS_MAX = 720;
export const QUICK_PAY_DISCLAIMER_MAX_LENGTH = 2000;

export const portalSettingsFieldsSchema = z.object({
  /** the banner under the top bar; '' shows none */
  portalMessage: line(PORTAL_MESSAGE_MAX_LENGTH),
  /** the banner's background, '#rgb' or '#rrggbb' (the text is black or white, whichever reads better) */
  portalMessageColor: z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "a colour '#rrggbb'"),
  /** the text a vendor agrees to when opting in to QuickPay (newlines allowed) */
  quickPayDisclaimer: z
    .string()
    .max(QUICK_PAY_DISCLAIMER_MAX_LENGTH)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'text without control characters'),
  /** the first part of every page title ('Vendor | Work Orders') */
  portalPrefix: line(40).trim().min(1),
  /** the footer's copyright holder */
  companyName: line(100).trim().min(1),
  /** how many months of closed work orders the history shows */
  woHistoryMonthLimit: z.number().int().min(1).max(120),
  /** a check-in whose accuracy circle reaches this far around the store is on site (decision 117) */
  checkInRadiusMeters: z.number().int().min(CHECK_IN_RADIUS_MIN_METERS).max(CHECK_IN_RADIUS_MAX_METERS),
  /** whether a crew line needs a check-in before its work is Completed */
  requireCheckInBeforeCompletion: z.boolean(),
  /**
   * hours a vendor has to answer a dispatch (issue 41, decision 114): a crew line's deadline is set
   * this long after it becomes Assigned, unless the work order's PUT gives its own respondBy
   */
  dispatchResponseHours: z.number().int().min(1).max(DISPATCH_RESPONSE_HOURS_MAX),
});
export type PortalSettingsFields = z.infer<typeof portalSettingsFieldsSchema>;
export type PortalSettingName = keyof PortalSettingsFields;
export const PORTAL_SETTING_NAMES = Object.keys(portalSettingsFieldsSchema.shape) as PortalSettingName[];

/** PUT: the settings to change; the ones left out stay as they are. */
export const putPortalSettingsBodySchema = portalSettingsFieldsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one setting');

export const providerPortalSettingsSchema = portalSettingsFieldsSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProviderPortalSettings = z.infer<typeof providerPortalSettingsSchema>;

const SETTINGS_PATH = `${PROVIDER_API_PREFIX}/portal-settings`;

/** The provider API's `portal-settings`: its OpenAPI tag and the names of its shapes there. */
export const providerPortalSettingsResource = defineProviderResource({
  tag: 'portal-settings',
  description: 'The banner, QuickPay disclaimer and titles the vendor app shows.',
  schemas: {
    PortalSettings: providerPortalSettingsSchema,
    PortalSettingsInput: putPortalSettingsBodySchema,
  },
});

export const getPortalSettingsCall = defineProviderCall({
  id: 'getPortalSettings',
  method: 'GET',
  path: SETTINGS_PATH,
  resource: providerPortalSettingsResource,
  response: providerPortalSettingsSchema,
  access: allow.provider('settings:read'),
  summary: 'The portal settings the vendor app shows: banner, QuickPay disclaimer, page-title prefix.',
  etag: true,
  description: 'Answers every setting with the ETag that a PUT may send as If-Match.',
});

export const putPortalSettingsCall = defineProviderCall({
  id: 'putPortalSettings',
  method: 'PUT',
  path: SETTINGS_PATH,
  resource: providerPortalSettingsResource,
  body: putPortalSettingsBodySchema,
  response: providerPortalSettingsSchema,
  access: allow.provider('settings:write'),
  summary:
    'Changes some portal settings (the ones left out stay); the vendor app shows them at its next call.',
  description:
    'Answers 200 with all settings and the new ETag; the same values again change nothing. With If-Match, ' +
    'the settings must be at that version (else 412). Records settings.changed with the names changed.',
  etag: true,
});
