// GET /api/get-recur-master-summary-by-ord-num/{ordNum}: the Recur Info section (SPEC sections 2, 7).
import { useQuery } from '@tanstack/react-query';
import { getRecurSummaryResponse, getRecurSummaryUrl, type GetRecurSummaryResponse } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export function fetchRecurSummary(ordNum: number, signal?: AbortSignal): Promise<GetRecurSummaryResponse> {
  return apiGet(getRecurSummaryUrl(ordNum), { schema: getRecurSummaryResponse, signal });
}

export function useRecurSummaryQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.recur(ordNum),
    queryFn: ({ signal }) => fetchRecurSummary(ordNum, signal),
  });
}
