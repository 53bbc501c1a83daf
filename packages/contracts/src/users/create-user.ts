import { z } from 'zod';
import { EMAIL_MAX_LENGTH, user, userFields } from './user.ts';
import { EMAIL_INVALID } from './messages.ts';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/**
 * POST /api/create-user: adds a user to the caller's vendor. Phone numbers are stored as digits. The
 * user gets a temporary password by e-mail (never in the answer) and chooses a new one at first
 * sign-in. 409 EMAIL_TAKEN when one of the vendor's own users has the address (an address of another
 * vendor's user is answered like a free one: decision 036); 400 for an unknown role name.
 */
export const createUserRequest = z.object({
  email: z.string({ error: EMAIL_INVALID }).max(EMAIL_MAX_LENGTH),
  ...userFields,
  roles: userFields.roles.default([]),
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;
export const createUserResponse = z.object({ success: z.literal(true), message: z.string(), user });
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const createUserCall = defineCall({
  id: 'create-user',
  method: 'POST',
  path: '/api/create-user',
  body: createUserRequest,
  response: createUserResponse,
  access: allow.vendor('user-admin'),
  summary: "Adds a user to the caller's vendor; a temporary password is e-mailed",
});
