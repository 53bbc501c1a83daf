// The field rules the vendor and staff sign-in forms share (SPEC section 5, Login/password), with the
// SPEC's texts from the contracts.
import { z } from 'zod';
import {
  EMAIL_REQUIRED,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@vp/contracts';

/** The forgot page's "basic e-mail pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail, required (trimmed). */
export const requiredEmail = z.string().trim().min(1, EMAIL_REQUIRED);

/** A password signed in with: required, at most 256 (an old password may be shorter than today's minimum). */
export const currentPassword = z
  .string()
  .min(1, PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** A new password (and its repeat): required, 8 to 256. */
export const newPassword = z
  .string()
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
