import { queryOptions, useQuery } from '@tanstack/react-query';
import { validateVendorPortalUserCall } from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { call, callKey } from '../../../lib/call.ts';
import { clearSession, getIdToken } from '../../../lib/session.ts';
import { takeValidatedUser } from '../../../lib/validated-user.ts';

/** 200 with the PortalUser means the signed-in user may use the portal (asked once per sign-in). */
export function usePortalUserQuery(enabled: boolean) {
  return useQuery({ ...portalUserQuery(), enabled });
}

export function portalUserQuery() {
  return queryOptions({
    queryKey: callKey(validateVendorPortalUserCall),
    queryFn: async ({ signal }) => {
      // just validated by the sign-in with this very token (validated-user.ts)
      const validated = takeValidatedUser(getIdToken());
      if (validated) return validated;
      try {
        return await call(validateVendorPortalUserCall, {}, { signal });
      } catch (error) {
        // SPEC: a session the server turns down is no session. Clearing it here, before the query
        // reports the error, means no screen renders with the rejected token. No answer at all
        // (offline, or the page unloading mid-request) says nothing about the token: keep it.
        if (error instanceof ApiError && error.status !== 0) clearSession();
        throw error;
      }
    },
    // a failed check signs out at once; retrying would only delay the login page
    retry: false,
    staleTime: Infinity,
  });
}
