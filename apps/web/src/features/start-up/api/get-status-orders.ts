import { useQuery } from '@tanstack/react-query';
import { statusOrders, statusOrdersPath, type StatusOrder } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const statusOrdersQueryKey = ['start-up', 'status-orders'] as const;

/** The work-order status codes in display order. */
export async function fetchStatusOrders(signal?: AbortSignal): Promise<StatusOrder[]> {
  const answer = await apiGet(statusOrdersPath, { schema: statusOrders, signal });
  return answer.statusOrders;
}

export function useStatusOrdersQuery(enabled: boolean) {
  return useQuery({
    queryKey: statusOrdersQueryKey,
    queryFn: ({ signal }) => fetchStatusOrders(signal),
    enabled,
    staleTime: Infinity,
  });
}
