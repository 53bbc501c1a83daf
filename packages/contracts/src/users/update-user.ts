import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { recordVersion } from '../platform/record-version.ts';
import { EMAIL_MAX_LENGTH, MAX_ID, user, userFields } from './user.ts';
import { allow } from '../platform/access.ts';

/**
 * POST /api/update-user: changes a user of the caller's vendor. Fields left out stay as they are;
 * `mobileNumber` null or empty clears it; `roles` replaces the user's roles. The e-mail is the
 * sign-in name and cannot change: it may be sent (forms send the whole user) but must be the same.
 * `version` (not in the spec, decision 100): the user's version as read; when sent and the user has
 * changed since (names, phones, roles), nothing is saved: 409 'stale-version' with USER_STALE and the
 * user as it now is in `current`. Without it the save is taken as before (last save wins).
 */
export const updateUserRequest = z.object({
  userId: z.number().int().positive().max(MAX_ID),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  firstName: userFields.firstName.optional(),
  lastName: userFields.lastName.optional(),
  phoneNumber: userFields.phoneNumber.optional(),
  mobileNumber: userFields.mobileNumber,
  roles: userFields.roles.optional(),
  version: recordVersion.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export const updateUserResponse = z.object({ success: z.literal(true), message: z.string(), user });
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;

export const updateUserCall = defineCall({
  id: 'update-user',
  method: 'POST',
  path: '/api/update-user',
  body: updateUserRequest,
  response: updateUserResponse,
  access: allow.vendor('user-admin'),
  summary: "Changes a user of the caller's vendor: names, phones, roles",
});
