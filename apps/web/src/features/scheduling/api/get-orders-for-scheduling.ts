// GET /api/get-orders-for-scheduling-by-vend-num: the orders open for scheduling (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { ordersForSchedulingPath, ordersForSchedulingResponse, type SchedulingOrder } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const schedulingOrdersQueryKey = ['scheduling', 'orders'] as const;

export async function getOrdersForScheduling(signal?: AbortSignal): Promise<SchedulingOrder[]> {
  const answer = await apiGet(ordersForSchedulingPath, { signal, schema: ordersForSchedulingResponse });
  return answer.ordersScheduling;
}

const NO_ROWS: SchedulingOrder[] = [];

export function useOrdersForSchedulingQuery() {
  const query = useQuery({
    queryKey: schedulingOrdersQueryKey,
    queryFn: ({ signal }) => getOrdersForScheduling(signal),
    // SPEC section 8: a failed list only clears the loading state, with no message
    retry: false,
  });
  return { ...query, rows: query.data ?? NO_ROWS };
}
