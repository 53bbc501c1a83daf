// The three calls on one user named in the path (SPEC section 7: all three are GETs). A user of
// another vendor, an unknown id and a deleted user all answer 404.
import { z } from 'zod';
import { MAX_ID, user } from './user.ts';

export const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) });

/** GET /api/get-user-by-user-id/:userId */
export const getUserByUserIdPath = '/api/get-user-by-user-id/:userId';
export const getUserByUserIdUrl = (userId: number) => `/api/get-user-by-user-id/${userId}`;
export const getUserByUserIdResponse = z.object({ user });
export type GetUserByUserIdResponse = z.infer<typeof getUserByUserIdResponse>;

/** GET /api/delete-user-by-user-id/:userId: the user can no longer sign in; 400 for yourself. */
export const deleteUserByUserIdPath = '/api/delete-user-by-user-id/:userId';
export const deleteUserByUserIdUrl = (userId: number) => `/api/delete-user-by-user-id/${userId}`;

/** GET /api/reset-user-password-by-user-id/:userId: the user must set a new password to sign in. */
export const resetUserPasswordByUserIdPath = '/api/reset-user-password-by-user-id/:userId';
export const resetUserPasswordByUserIdUrl = (userId: number) =>
  `/api/reset-user-password-by-user-id/${userId}`;

/** The answer of delete and reset. */
export const userActionResponse = z.object({ success: z.literal(true), message: z.string() });
export type UserActionResponse = z.infer<typeof userActionResponse>;
