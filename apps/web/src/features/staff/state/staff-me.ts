// The signed-in staff member, as the console's frame reads it (GET /staff/api/me); the sign-in
// fills the same cache entry, so the frame opens without asking again.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { staffMeCall, type StaffMember } from '@vp/contracts';
import { callKey, callQuery } from '../../../lib/call.ts';

export type StaffMe = StaffMember & { recoveryCodesLeft: number; idleTimeoutSeconds: number };

export const staffMeKey = () => callKey(staffMeCall);

export function useStaffMe() {
  return useQuery({
    ...callQuery(staffMeCall),
    retry: false,
    staleTime: 60_000,
  });
}

export function rememberStaffMe(queryClient: QueryClient, me: StaffMe): void {
  queryClient.setQueryData(staffMeKey(), me);
}
