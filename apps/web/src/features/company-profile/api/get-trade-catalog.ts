// GET /api/get-vendor-trades: the provider's catalog of trade codes the vendor may add.
import { useQuery } from '@tanstack/react-query';
import { getTradeCatalogPath, getTradeCatalogResponse } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchTradeCatalog(signal?: AbortSignal): Promise<string[]> {
  const answer = await apiGet(getTradeCatalogPath, { schema: getTradeCatalogResponse, signal });
  return answer.vendorTrades;
}

export function useTradeCatalogQuery() {
  return useQuery({
    queryKey: profileKeys.tradeCatalog,
    queryFn: ({ signal }) => fetchTradeCatalog(signal),
    staleTime: Infinity,
  });
}
