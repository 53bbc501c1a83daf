// The staff console's form rules: sign-in, a temporary password's replacement, the second factor
// (an authenticator's 6 digits or a recovery code) and a new staff account: the zod schemas of their
// react-hook-form forms (components/form), whose messages show under the fields.
import { z } from 'zod';
import { PASSWORDS_MUST_MATCH, STAFF_ROLES } from '@vp/contracts';
import {
  currentPassword,
  EMAIL_PATTERN,
  newPassword,
  requiredEmail,
} from '../../../components/form/sign-in-rules.ts';

export const EMAIL_INVALID = 'Enter an e-mail address such as name@example.com';
export const CODE_INVALID = 'Enter the 6 digits your authenticator app shows.';
export const RECOVERY_CODE_INVALID = 'Enter one of your recovery codes, such as abcd-efgh-jkmn-pqrs.';
export const NAME_TOO_LONG = 'The name can be at most 200 characters.';

const email = requiredEmail.regex(EMAIL_PATTERN, EMAIL_INVALID);

export const staffLoginSchema = z.object({
  email,
  password: currentPassword,
});

export const newPasswordSchema = z
  .object({ newPassword, repeatNewPassword: z.string() })
  .refine((values) => values.newPassword === values.repeatNewPassword, {
    path: ['repeatNewPassword'],
    message: PASSWORDS_MUST_MATCH,
  });

/** A temporary password's sign-in: the e-mail and password, and the new password typed twice. */
export const temporaryPasswordSchema = z.intersection(staffLoginSchema, newPasswordSchema);

/** Spaces are allowed as typed ('123 456'); the server takes the 6 digits. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CODE_INVALID)),
});

/** 16 letters or digits, with or without the dashes, in either case. */
export const recoveryCodeSchema = z.object({
  recoveryCode: z
    .string()
    .trim()
    .refine((value) => /^[a-z0-9]{16}$/i.test(value.replace(/-/g, '')), RECOVERY_CODE_INVALID),
});

export const createStaffSchema = z.object({
  email,
  name: z.string().trim().max(200, NAME_TOO_LONG),
  role: z.enum(STAFF_ROLES, { message: 'Choose a role.' }),
});
export type CreateStaffValues = z.input<typeof createStaffSchema>;
