// My account's calls (decision 041): the user's own account (read with
// `useQuery(callQuery(myAccountCall))`), signing out of their other sessions, and changing the
// password with the current one (the spec's user-set-password, with currentPassword).
import {
  signOutOtherSessionsCall,
  userSetPasswordCall,
  type PasswordResult,
  type SignOutOtherSessionsResponse,
} from '@vp/contracts';
import { call } from '../../../lib/call.ts';

export function signOutOtherSessions(): Promise<SignOutOtherSessionsResponse> {
  return call(signOutOtherSessionsCall);
}

export type ChangePasswordInput = { email: string; currentPassword: string; password: string };

/** The server checks the current password (counted against the sign-in limits) before anything. */
export function changePassword(input: ChangePasswordInput): Promise<PasswordResult> {
  return call(userSetPasswordCall, { body: input });
}
