// The form rules of SPEC section 5 (Login/password), with the SPEC's texts from the contracts.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_MUST_MATCH } from '@vp/contracts';
import {
  currentPassword,
  EMAIL_PATTERN,
  newPassword,
  requiredEmail as email,
} from '../../../components/form/sign-in-rules.ts';

/** Shown under a new password field until it has an error to show instead. */
export const PASSWORD_RULES_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** 'Passwords must match' on the repeat field, once both fields pass their own rules. */
function mustMatch<T extends z.ZodType<Record<string, string>>>(schema: T, first: string, repeat: string) {
  return schema.refine((values) => values[first] === values[repeat], {
    path: [repeat],
    message: PASSWORDS_MUST_MATCH,
    when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== first && issue.path?.[0] !== repeat),
  });
}

const loginFields = {
  email,
  password: currentPassword,
  newPassword: z.string(),
  repeatNewPassword: z.string(),
};

/** The login form; the new-password fields stay empty until the server asks for a new password. */
export const loginSchema = z.object(loginFields);

/** The login form after NEW_PASSWORD_REQUIRED: the temporary password plus a new one, twice. */
export const newPasswordLoginSchema = mustMatch(
  z.object({ ...loginFields, newPassword, repeatNewPassword: newPassword }),
  'newPassword',
  'repeatNewPassword',
);

export type LoginValues = z.infer<typeof loginSchema>;

/** Create New Password and Set Password: Password and Repeat Password. */
export const passwordPairSchema = mustMatch(
  z.object({ password: newPassword, repeatPassword: newPassword }),
  'password',
  'repeatPassword',
);

export type PasswordPairValues = z.infer<typeof passwordPairSchema>;

export const forgotSchema = z.object({
  email: email.refine(looksLikeEmail, 'Enter an e-mail address such as name@example.com'),
});

export type ForgotValues = z.infer<typeof forgotSchema>;

/** My account's Change password: the current password, then the new one twice (decision 041). */
export const changePasswordSchema = mustMatch(
  z.object({ currentPassword, password: newPassword, repeatPassword: newPassword }),
  'password',
  'repeatPassword',
);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
