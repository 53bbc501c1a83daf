// GET /api/get-order-detail-by-ocd-id/{id}: the Work Order Information section, and the order number
// and client code of the browser title (SPEC sections 2 and 7).
import { useQuery } from '@tanstack/react-query';
import { getOrderDetailResponse, getOrderDetailUrl, type OrderDetail } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchOrderDetail(ocdId: number, signal?: AbortSignal): Promise<OrderDetail> {
  const answer = await apiGet(getOrderDetailUrl(ocdId), { schema: getOrderDetailResponse, signal });
  return answer.orderDetail;
}

export function useOrderDetailQuery(ocdId: number | undefined) {
  return useQuery({
    queryKey: detailsKeys.orderDetail(ocdId ?? 0),
    queryFn: ({ signal }) => fetchOrderDetail(ocdId as number, signal),
    enabled: ocdId !== undefined,
  });
}
