// GET /api/get-order-hours-for-vendor-portal-by-order-number/{ordNum}: the IVR check-in records.
import { useQuery } from '@tanstack/react-query';
import { getOrderHoursResponse, getOrderHoursUrl, type OrderHour } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchOrderHours(ordNum: number, signal?: AbortSignal): Promise<OrderHour[]> {
  const answer = await apiGet(getOrderHoursUrl(ordNum), { schema: getOrderHoursResponse, signal });
  return answer.orderHours;
}

export function useOrderHoursQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.hours(ordNum),
    queryFn: ({ signal }) => fetchOrderHours(ordNum, signal),
  });
}
