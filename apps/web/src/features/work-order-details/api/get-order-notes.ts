// GET /api/get-order-notes-by-vend-and-ord-num/{ordNum}: the Notes section's cards.
import { useQuery } from '@tanstack/react-query';
import { getOrderNotesResponse, getOrderNotesUrl, type OrderNote } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchOrderNotes(ordNum: number, signal?: AbortSignal): Promise<OrderNote[]> {
  const answer = await apiGet(getOrderNotesUrl(ordNum), { schema: getOrderNotesResponse, signal });
  return answer.orderNotes;
}

export function useOrderNotesQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.notes(ordNum),
    queryFn: ({ signal }) => fetchOrderNotes(ordNum, signal),
  });
}
