// The Users screen's reads: a page of the vendor's users (GET /api/users, decision 108's list shape)
// and the vendor's roles for the role checkboxes (GET /api/get-roles).
import { useQuery } from '@tanstack/react-query';
import { getRolesCall, listUsersCall, type UserStatus } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';

export const USERS_PAGE_SIZE = 25;

export function useUsersPage(status: UserStatus | undefined, cursor: string | undefined) {
  return useQuery({
    ...callQuery(listUsersCall, {
      query: { limit: USERS_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(status ? { status } : {}) },
    }),
    // the page shown stays while the next one loads: Next pressed twice walks one page (cursor-pages.ts)
    placeholderData: (previous) => previous,
  });
}

/** The names of the vendor's roles, sorted as the server sorts them. */
export function useRoleNames() {
  return useQuery({
    ...callQuery(getRolesCall),
    select: (answer) => answer.roles.map((role) => role.roleName),
    staleTime: 60_000,
  });
}
