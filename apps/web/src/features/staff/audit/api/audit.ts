// The Audit log's calls (decision 063): the list, newest first, a page at a time (keyset cursor); the
// filter's choices; and the export's address (a plain download: the staff cookie goes with it).
import { auditChoicesCall, callUrl, exportAuditCall, listAuditCall, type AuditFilter } from '@vp/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callKey } from '../../../../lib/call.ts';
import { staffGuarded } from '../../state/staff-session.ts';

export const AUDIT_PAGE_SIZE = 100;

export function useAuditList(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: callKey(listAuditCall, { query: { ...filter, limit: AUDIT_PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      staffGuarded(() =>
        call(
          listAuditCall,
          { query: { ...filter, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
          { signal },
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export function useAuditChoices() {
  return useQuery({
    queryKey: callKey(auditChoicesCall),
    queryFn: ({ signal }) => staffGuarded(() => call(auditChoicesCall, undefined, { signal })),
    retry: false,
    staleTime: 60_000,
  });
}

export const auditExportUrl = (filter: AuditFilter) => callUrl(exportAuditCall, { query: filter });
