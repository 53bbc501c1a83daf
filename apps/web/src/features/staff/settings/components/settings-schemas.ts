// The Portal settings screen's forms, checked in the browser with the words an Administrator reads
// (the server checks them again with the provider API's rules, decision 054).
import { z } from 'zod';
import {
  CHECK_IN_RADIUS_MAX_METERS,
  CHECK_IN_RADIUS_MIN_METERS,
  DISPATCH_RESPONSE_HOURS_MAX,
  PORTAL_MESSAGE_MAX_LENGTH,
  QUICK_PAY_DISCLAIMER_MAX_LENGTH,
  QUICK_PAY_OPTION_KINDS,
  staffPortalSettingsFormSchema,
  thousands,
} from '@vp/contracts';

// eslint-disable-next-line no-control-regex
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const TEXT = /^[^\u0000-\u0009\u000b-\u001f\u007f]*$/;

/** A whole number typed in a text field, then checked by the contract's rule for the setting. */
const wholeNumber = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(rule);

/** The field work's settings (decisions 114, 117): the sentences shown for a value the rules refuse. */
export const FIELD_WORK_MESSAGES = {
  dispatchResponseHours: `Enter a whole number of hours from 1 to ${DISPATCH_RESPONSE_HOURS_MAX}.`,
  checkInRadiusMeters: `Enter a whole number of metres from ${CHECK_IN_RADIUS_MIN_METERS} to ${thousands(CHECK_IN_RADIUS_MAX_METERS)}.`,
};

export const portalSettingsFormSchema = z.object({
  portalMessage: z
    .string()
    .max(PORTAL_MESSAGE_MAX_LENGTH, `At most ${PORTAL_MESSAGE_MAX_LENGTH} characters.`)
    .regex(ONE_LINE, 'One line of text only.'),
  portalMessageColor: z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Enter a colour such as #0d47a1.'),
  quickPayDisclaimer: z
    .string()
    .max(QUICK_PAY_DISCLAIMER_MAX_LENGTH, `At most ${QUICK_PAY_DISCLAIMER_MAX_LENGTH} characters.`)
    .regex(TEXT, 'Plain text only.'),
  portalPrefix: z
    .string()
    .trim()
    .min(1, 'Enter the prefix of the page titles.')
    .max(40, 'At most 40 characters.')
    .regex(ONE_LINE, 'One line of text only.'),
  // the field work's, by the contract's rules (their words: FIELD_WORK_MESSAGES, through withMessages)
  dispatchResponseHours: wholeNumber(staffPortalSettingsFormSchema.shape.dispatchResponseHours),
  checkInRadiusMeters: wholeNumber(staffPortalSettingsFormSchema.shape.checkInRadiusMeters),
  requireCheckInBeforeCompletion: staffPortalSettingsFormSchema.shape.requireCheckInBeforeCompletion,
});
/** What the fields hold (the numbers as typed) and what the form hands to its save. */
export type PortalSettingsFormInput = z.input<typeof portalSettingsFormSchema>;
export type PortalSettingsFormValues = z.output<typeof portalSettingsFormSchema>;

export const quickPayOptionFormSchema = z.object({
  kind: z.enum(QUICK_PAY_OPTION_KINDS),
  percentage: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Enter a percentage below 100, such as 2.50.')
    .refine((text) => Number(text) > 0, 'Enter a percentage above 0.'),
  days: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Enter a whole number of days.')
    .refine((text) => Number(text) >= 1 && Number(text) <= 365, 'Enter 1 to 365 days (1 is next day).'),
  mailingFee: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount such as 0.00 or 5.00.'),
  active: z.boolean(),
});
export type QuickPayOptionFormValues = z.infer<typeof quickPayOptionFormSchema>;
