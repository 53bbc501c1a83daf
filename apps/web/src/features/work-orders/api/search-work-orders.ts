// POST /api/get-order-by-vendor-num: the work-order search (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import {
  searchWorkOrdersPath,
  type SearchWorkOrdersRequest,
  type SearchWorkOrdersResponse,
  type WorkOrderRow,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';

export type WorkOrderSearch = Omit<SearchWorkOrdersRequest, 'timezone'>;

/** One press of Search: the same filters searched twice are two searches. */
export type SubmittedSearch = { filters: WorkOrderSearch; run: number };

// up to 100,000 rows: not checked against the schema (the server's own tests do that)
export async function searchWorkOrders(
  filters: WorkOrderSearch,
  signal?: AbortSignal,
): Promise<WorkOrderRow[]> {
  const answer = await apiPost<SearchWorkOrdersResponse>(
    searchWorkOrdersPath,
    { ...filters, timezone: browserTimeZone() },
    { signal },
  );
  return answer.vendors;
}

const NO_ROWS: WorkOrderRow[] = [];

export function useSearchWorkOrdersQuery(search: SubmittedSearch | null) {
  const query = useQuery({
    queryKey: ['work-orders', 'search', search],
    queryFn: ({ signal }) => searchWorkOrders((search as SubmittedSearch).filters, signal),
    enabled: search !== null,
    // SPEC section 8: a failed search only stops the spinner; each Search asks the server afresh
    retry: false,
    staleTime: Infinity,
    // a result may hold 100,000 rows: keep no old ones around
    gcTime: 0,
  });
  return { ...query, rows: query.data ?? NO_ROWS };
}
