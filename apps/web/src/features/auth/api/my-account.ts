// My account's calls (decision 041): the user's own account, signing out of their other sessions, and
// changing the password with the current one (the spec's user-set-password, with currentPassword).
import { useQuery } from '@tanstack/react-query';
import {
  myAccountPath,
  myAccountResponse,
  passwordResult,
  signOutOtherSessionsPath,
  signOutOtherSessionsResponse,
  userSetPasswordPath,
  type MyAccountResponse,
  type PasswordResult,
  type SignOutOtherSessionsResponse,
} from '@vp/contracts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export const myAccountQueryKey = ['auth', 'my-account'] as const;

export function useMyAccountQuery() {
  return useQuery({
    queryKey: myAccountQueryKey,
    queryFn: ({ signal }): Promise<MyAccountResponse> =>
      apiGet(myAccountPath, { signal, schema: myAccountResponse }),
  });
}

export function signOutOtherSessions(): Promise<SignOutOtherSessionsResponse> {
  return apiPost(signOutOtherSessionsPath, {}, { schema: signOutOtherSessionsResponse });
}

export type ChangePasswordInput = { email: string; currentPassword: string; password: string };

/** The server checks the current password (counted against the sign-in limits) before anything. */
export function changePassword(input: ChangePasswordInput): Promise<PasswordResult> {
  return apiPost(userSetPasswordPath, input, { guarded: false, schema: passwordResult });
}
