// GET /api/get-vendor-trade-by-vendor-id: the trades the vendor serves.
import { useQuery } from '@tanstack/react-query';
import {
  getVendorTradesByVendorPath,
  getVendorTradesByVendorResponse,
  type VendorTrade,
} from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchVendorTrades(signal?: AbortSignal): Promise<VendorTrade[]> {
  const answer = await apiGet(getVendorTradesByVendorPath, {
    schema: getVendorTradesByVendorResponse,
    signal,
  });
  return answer.vendorTradeByVendorIds;
}

export function useVendorTradesQuery() {
  return useQuery({ queryKey: profileKeys.trades, queryFn: ({ signal }) => fetchVendorTrades(signal) });
}
