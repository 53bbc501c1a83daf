// "My account" (issue 15, decision 041): the signed-in user's own account, and signing out of their
// other sessions. Not in the spec; the password change uses the spec's user-set-password call with
// the current password.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const myAccountResponse = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** the user's roles (user groups) in their vendor, by name */
  roles: z.array(z.string()),
  /** sessions of the user open elsewhere (other browsers or devices), this one not counted */
  otherSessions: z.number().int().min(0),
});
export type MyAccountResponse = z.infer<typeof myAccountResponse>;

export const signOutOtherSessionsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int().min(0),
});
export type SignOutOtherSessionsResponse = z.infer<typeof signOutOtherSessionsResponse>;

export const myAccountCall = defineCall({
  id: 'auth-my-account',
  method: 'GET',
  path: '/api/auth/my-account',
  response: myAccountResponse,
  access: allow.vendor(),
  summary: "The signed-in user's name, e-mail, company, roles and how many other sessions are open",
});

export const signOutOtherSessionsCall = defineCall({
  id: 'auth-sign-out-other-sessions',
  method: 'POST',
  path: '/api/auth/sign-out-other-sessions',
  response: signOutOtherSessionsResponse,
  access: allow.vendor(),
  summary: "Ends the signed-in user's other sessions, never this one",
});

export const otherSessionsEnded = (ended: number): string =>
  ended === 0
    ? 'There were no other sessions to sign out of.'
    : `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.`;

/** Shown after a password change on My account: every session ends, this one too. */
export const PASSWORD_CHANGED_SIGN_IN_AGAIN =
  'Your password has been changed. Please sign in with your new password.';
