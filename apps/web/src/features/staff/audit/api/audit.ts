// The Audit log's calls (decision 063): the list, newest first, a page at a time (keyset cursor); the
// filter's choices; and the export's address (a plain download: the staff cookie goes with it).
import { auditChoicesCall, callUrl, exportAuditCall, listAuditCall, type AuditFilter } from '@vp/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery } from '../../../../lib/call.ts';

export const AUDIT_PAGE_SIZE = 100;

export function useAuditList(filter: AuditFilter) {
  return useInfiniteQuery({
    ...callPages(listAuditCall, (cursor) => ({
      query: { ...filter, limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    })),
    retry: false,
  });
}

export function useAuditChoices() {
  return useQuery({
    ...callQuery(auditChoicesCall),
    retry: false,
    staleTime: 60_000,
  });
}

export const auditExportUrl = (filter: AuditFilter) => callUrl(exportAuditCall, { query: filter });
