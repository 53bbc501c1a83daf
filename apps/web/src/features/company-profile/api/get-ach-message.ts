// GET /api/get-vendor-portal-ach-message: the HTML shown instead of the check block to ACH vendors.
import { useQuery } from '@tanstack/react-query';
import { getAchMessagePath, getAchMessageResponse } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchAchMessage(signal?: AbortSignal): Promise<string> {
  const answer = await apiGet(getAchMessagePath, { schema: getAchMessageResponse, signal });
  return answer.vendorAchMessage;
}

export function useAchMessageQuery() {
  return useQuery({ queryKey: profileKeys.achMessage, queryFn: ({ signal }) => fetchAchMessage(signal) });
}
