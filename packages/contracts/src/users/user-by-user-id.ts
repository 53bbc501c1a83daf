// The three calls on one user named in the path (SPEC section 7: all three are GETs). A user of
// another vendor, an unknown id and a deleted user all answer 404.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { MAX_ID, user } from './user.ts';
import { allow } from '../platform/access.ts';

export const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) });

export const getUserByUserIdResponse = z.object({ user });
export type GetUserByUserIdResponse = z.infer<typeof getUserByUserIdResponse>;

/** The answer of delete and reset. */
export const userActionResponse = z.object({ success: z.literal(true), message: z.string() });
export type UserActionResponse = z.infer<typeof userActionResponse>;

export const getUserByUserIdCall = defineCall({
  id: 'get-user-by-user-id',
  method: 'GET',
  path: '/api/get-user-by-user-id/:userId',
  params: userIdParams,
  response: getUserByUserIdResponse,
  access: allow.vendor('user-admin'),
  summary: "A user of the caller's vendor",
});

/** GET, as the spec names it: the user can no longer sign in; 400 for yourself. */
export const deleteUserByUserIdCall = defineCall({
  id: 'delete-user-by-user-id',
  method: 'GET',
  path: '/api/delete-user-by-user-id/:userId',
  params: userIdParams,
  response: userActionResponse,
  access: allow.vendor('user-admin'),
  summary: "Disables a user of the caller's vendor (never yourself)",
});

/** The user must set a new password (through the e-mailed link) to sign in again. */
export const resetUserPasswordByUserIdCall = defineCall({
  id: 'reset-user-password-by-user-id',
  method: 'GET',
  path: '/api/reset-user-password-by-user-id/:userId',
  params: userIdParams,
  response: userActionResponse,
  access: allow.vendor('user-admin'),
  summary: "Requires a new password of a user of the caller's vendor and e-mails them the link",
});
