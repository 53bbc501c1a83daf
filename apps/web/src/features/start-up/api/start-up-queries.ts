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
 * The user's check and the four datasets, asked for now. Only for a user the sign-in has just
 * validated with the session's token (the check then answers from memory, validated-user.ts).
 */
export function prefetchStartUpData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(portalUserQuery());
  void queryClient.prefetchQuery(settingsQuery());
  void queryClient.prefetchQuery(disclaimerQuery());
  void queryClient.prefetchQuery(statusOrdersQuery());
  void queryClient.prefetchQuery(securityKeysQuery());
}
