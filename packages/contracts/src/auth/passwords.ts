// The password calls of SPEC section 7. A password is set only with the e-mailed link's token or the
// current (or temporary) password; an e-mail address alone never sets one.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { PASSWORD_MAX_LENGTH } from './messages.ts';
import { allow } from '../platform/access.ts';

const email = z.string().trim().min(1).max(320);
const password = z.string().max(PASSWORD_MAX_LENGTH);

/** POST forgot-user-password: always 200 (same answer whether or not the address exists). */
export const forgotUserPasswordRequest = z.object({ email });

/** POST create-user-password: from the e-mailed link to /auth/create-password. */
export const createUserPasswordRequest = z.object({
  userName: email,
  password,
  token: z.string().max(200).optional(),
  currentPassword: password.optional(),
});

/** POST user-set-password: from /auth/set-password (password reset required), and My account. */
export const userSetPasswordRequest = z.object({
  email,
  password,
  token: z.string().max(200).optional(),
  currentPassword: password.optional(),
});

export const passwordResult = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
});
export type PasswordResult = z.infer<typeof passwordResult>;

/** The links e-mailed for setting a password carry the e-mail and a single-use token. */
export const passwordLinkQuery = z.object({ email: z.string(), token: z.string() });

// Public: an e-mailed link's token or the current password stands in for a session.

export const forgotUserPasswordCall = defineCall({
  id: 'forgot-user-password',
  method: 'POST',
  path: '/api/forgot-user-password',
  body: forgotUserPasswordRequest,
  response: passwordResult,
  access: allow.public,
  summary: 'E-mails a link to set a new password (the same answer whether or not the address exists)',
});

export const createUserPasswordCall = defineCall({
  id: 'create-user-password',
  method: 'POST',
  path: '/api/create-user-password',
  body: createUserPasswordRequest,
  response: passwordResult,
  access: allow.public,
  summary: "Sets the password with the forgot-password e-mail's token or the current password",
});

export const userSetPasswordCall = defineCall({
  id: 'user-set-password',
  method: 'POST',
  path: '/api/user-set-password',
  body: userSetPasswordRequest,
  response: passwordResult,
  access: allow.public,
  summary: "Sets a new password with the reset e-mail's token or the current password; ends every session",
});
