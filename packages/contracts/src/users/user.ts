// A vendor user as the user-administration calls show it (SPEC section 3: userId, phoneNumber,
// mobileNumber (optional), roles; the other fields are chosen here), and the field rules shared by
// create-user and update-user.
import { z } from 'zod';
import { recordVersion } from '../platform/record-version.ts';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, PHONE_NUMBER_REQUIRED } from './messages.ts';

export const userStatus = z.enum(['active', 'disabled']);
export type UserStatus = z.infer<typeof userStatus>;

export const userPasswordState = z.enum(['ok', 'new_password_required', 'password_reset_required']);
export type UserPasswordState = z.infer<typeof userPasswordState>;

export const user = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** digits only */
  phoneNumber: z.string(),
  /** digits only; null when the user has none */
  mobileNumber: z.string().nullable(),
  status: userStatus,
  /**
   * not in the spec (issue 40): 'new_password_required' while the user has not signed in since they
   * were invited (the invitation can be sent again), 'password_reset_required' after a reset, else 'ok'
   */
  passwordState: userPasswordState,
  /** the names of the user's roles (user groups), sorted */
  roles: z.array(z.string()),
  /** not in the spec (decision 100): the version this user was read at, to send back with update-user */
  version: recordVersion,
});
export type User = z.infer<typeof user>;

export const USER_NAME_MAX_LENGTH = 100;
/** ids are PostgreSQL integers: a larger one is refused rather than sent to the database */
export const MAX_ID = 2_147_483_647;
export const EMAIL_MAX_LENGTH = 254;
/** a typed phone number before it is stripped to digits */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** A basic e-mail shape: something@something.tld, no spaces or semicolons. */
export const emailPattern = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;
/** What a typed phone number may hold: digits and the usual separators. */
export const phoneInputPattern = /^[0-9\s().+-]*$/;
/** A phone number once stripped: 10 digits (US) up to the 15 of an international number. */
export const phoneDigitsPattern = /^\d{10,15}$/;

/** "(518) 555-0142" -> "5185550142" */
export const digitsOnly = (phone: string) => phone.replace(/\D/g, '');

// Types, presence and lengths are checked here; the formats (e-mail, phone digits) and the role
// names are checked by the server, which answers with the texts of ./messages.ts.
export const userFields = {
  firstName: z.string({ error: FIRST_NAME_REQUIRED }).max(USER_NAME_MAX_LENGTH),
  lastName: z.string({ error: LAST_NAME_REQUIRED }).max(USER_NAME_MAX_LENGTH),
  phoneNumber: z.string({ error: PHONE_NUMBER_REQUIRED }).max(PHONE_INPUT_MAX_LENGTH),
  /** empty or null means none */
  mobileNumber: z.string().max(PHONE_INPUT_MAX_LENGTH).nullish(),
  /** role (user group) names of the caller's vendor */
  roles: z.array(z.string().max(100)).max(50),
};
