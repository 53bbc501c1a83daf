// POST /api/get-order-by-vendor-num: the work-order search (SPEC section 7).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchWorkOrdersCall, type SearchWorkOrdersRequest, type WorkOrderRow } from '@vp/contracts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { callForResponse, callKey } from '../../../lib/call.ts';
import { takeEarlySearch } from './early-search.ts';
import { readSearchAnswer } from './read-search-answer.ts';

export type WorkOrderSearch = Omit<SearchWorkOrdersRequest, 'timezone'>;

/** One press of Search: the same filters searched twice are two searches. */
export type SubmittedSearch = { filters: WorkOrderSearch; run: number };

// up to 100,000 rows, read as they arrive: not checked against the schema (the server's own tests do that)
export async function searchWorkOrders(
  filters: WorkOrderSearch,
  signal?: AbortSignal,
  onEarlyRows: (rows: WorkOrderRow[]) => void = () => undefined,
): Promise<WorkOrderRow[]> {
  const response = await (takeEarlySearch(filters) ??
    callForResponse(
      searchWorkOrdersCall,
      { body: { ...filters, timezone: browserTimeZone() } },
      signal ? { signal } : {},
    ));
  return readSearchAnswer(response, onEarlyRows);
}

const NO_ROWS: WorkOrderRow[] = [];

/**
 * The search's rows. While a large answer is still arriving, `rows` holds its first rows (drawn at
 * once, decision 025) and `complete` is false; `completeRows` is empty until the whole answer is in.
 */
export function useSearchWorkOrdersQuery(search: SubmittedSearch | null) {
  const key = JSON.stringify(search);
  const [early, setEarly] = useState<{ key: string; rows: WorkOrderRow[] } | null>(null);
  const query = useQuery({
    queryKey: [...callKey(searchWorkOrdersCall), search],
    queryFn: ({ signal }) =>
      searchWorkOrders((search as SubmittedSearch).filters, signal, (rows) => setEarly({ key, rows })),
    enabled: search !== null,
    // SPEC section 8: a failed search only stops the spinner; each Search asks the server afresh
    retry: false,
    staleTime: Infinity,
    // a result may hold 100,000 rows: keep no old ones around
    gcTime: 0,
  });
  const completeRows = query.data ?? NO_ROWS;
  const rows = query.data ?? (query.isFetching && early !== null && early.key === key ? early.rows : NO_ROWS);
  return { ...query, rows, completeRows, complete: query.data !== undefined };
}
