// GET /api/get-states: the state dropdowns' choices (reference data: cached for the session).
import { useQuery } from '@tanstack/react-query';
import { getStatesPath, getStatesResponse, type UsState } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchStates(signal?: AbortSignal): Promise<UsState[]> {
  const answer = await apiGet(getStatesPath, { schema: getStatesResponse, signal });
  return answer.states;
}

export function useStatesQuery() {
  return useQuery({
    queryKey: profileKeys.states,
    queryFn: ({ signal }) => fetchStates(signal),
    staleTime: Infinity,
  });
}
