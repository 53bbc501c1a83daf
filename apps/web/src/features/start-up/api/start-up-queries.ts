// The start-up datasets' queries (SPEC section 2, Global behaviour), shared by the session gate, which
// shows them, and the app's start, which asks for them before the first render when the light sign-in
// page has just signed the user in and validated them (issue 19 point 7: the calls then go while the
// app's first render runs, instead of after it).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { disclaimerValuesCall, portalSettingsCall, securityKeysCall, statusOrdersCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';
import { portalUserQuery } from './validate-portal-user.ts';

/** Each dataset is loaded once per session. */
const ONCE = { staleTime: Infinity } as const;

export const settingsQuery = () => queryOptions({ ...callQuery(portalSettingsCall), ...ONCE });
export const disclaimerQuery = () => queryOptions({ ...callQuery(disclaimerValuesCall), ...ONCE });
export const statusOrdersQuery = () => queryOptions({ ...callQuery(statusOrdersCall), ...ONCE });
export const securityKeysQuery = () => queryOptions({ ...callQuery(securityKeysCall), ...ONCE });

/**
 * The user's check and the four datasets, asked for now, together. After a sign-in the check answers
 * from memory (the sign-in validated the user with this token, validated-user.ts); after a session
 * restored from the cookie it is a call of its own, sent beside the datasets rather than before them.
 * The gate still shows nothing until the check has passed, and a user it turns down is signed out,
 * which clears the client's state with the datasets (their calls need the session in any case).
 */
export function prefetchStartUpData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(portalUserQuery());
  void queryClient.prefetchQuery(settingsQuery());
  void queryClient.prefetchQuery(disclaimerQuery());
  void queryClient.prefetchQuery(statusOrdersQuery());
  void queryClient.prefetchQuery(securityKeysQuery());
}
