// GET /api/get-vendor-zip-by-vend-num: the ZIP codes the vendor serves, with city and state.
import { useQuery } from '@tanstack/react-query';
import { getVendorZipsPath, getVendorZipsResponse, type VendorZip } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchVendorZips(signal?: AbortSignal): Promise<VendorZip[]> {
  const answer = await apiGet(getVendorZipsPath, { schema: getVendorZipsResponse, signal });
  return answer.vendorZip;
}

export function useVendorZipsQuery() {
  return useQuery({ queryKey: profileKeys.zips, queryFn: ({ signal }) => fetchVendorZips(signal) });
}
