// The Users screen's calls (issue 40 point 2), beside the spec's user-administration calls: the list of
// the vendor's users, active and disabled, and enabling a disabled one again. Both need user
// administration; another vendor's user answers 404 as one that does not exist.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';
import { user, userStatus } from './user.ts';
import { userActionResponse, userIdParams } from './user-by-user-id.ts';

export const USERS_PAGE_MAX = 200;
export const USERS_PAGE_DEFAULT = 50;

/** GET /api/users: `status` keeps one kind (both when left out); sorted by last name, first name. */
export const listUsersQuery = z
  .object({ ...listPageQuery(USERS_PAGE_MAX, USERS_PAGE_DEFAULT), status: userStatus.optional() })
  .strict();
export type ListUsersQuery = z.input<typeof listUsersQuery>;
export const listUsersResponse = listPageSchema(user);
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

export const listUsersCall = defineCall({
  id: 'list-users',
  method: 'GET',
  path: '/api/users',
  query: listUsersQuery,
  response: listUsersResponse,
  access: allow.vendor('user-admin'),
  summary: "The caller's vendor's users, active and disabled, a page at a time",
});

export const USER_ENABLED = 'User enabled successfully!';

/**
 * POST /api/enable-user-by-user-id/:userId: a disabled (deleted) user of the caller's vendor signs in
 * again with the password they had. 404 for a user that is not disabled or not the vendor's.
 */
export const enableUserByUserIdCall = defineCall({
  id: 'enable-user-by-user-id',
  method: 'POST',
  path: '/api/enable-user-by-user-id/:userId',
  params: userIdParams,
  response: userActionResponse,
  access: allow.vendor('user-admin'),
  summary: "Enables a disabled user of the caller's vendor again",
});

export const INVITATION_RESENT = 'Invitation sent again!';
export const ALREADY_SIGNED_IN =
  'This user has already signed in and chosen a password. Reset the password instead.';

/**
 * POST /api/resend-invitation/:userId: a user who has not signed in since they were added gets the
 * welcome e-mail again, with a new link to choose a password (the one sent before stops working). 409
 * ALREADY_SIGNED_IN for a user who has signed in; 404 for a disabled user or another vendor's.
 */
export const resendInvitationCall = defineCall({
  id: 'resend-invitation',
  method: 'POST',
  path: '/api/resend-invitation/:userId',
  params: userIdParams,
  response: userActionResponse,
  access: allow.vendor('user-admin'),
  summary:
    'Sends the welcome e-mail again, with a new link to choose a password, to a user not yet signed in',
});
