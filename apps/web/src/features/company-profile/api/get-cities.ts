// GET /api/get-cities/{state} (the cities of the chosen state) or GET /api/get-cities (every city, when
// no state is chosen yet): the city dropdown's choices. Big lists: not checked against the schema.
import { useQuery } from '@tanstack/react-query';
import { getCitiesByStateUrl, getCitiesPath, type GetCitiesResponse, type UsCity } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchCities(stateCode: string, signal?: AbortSignal): Promise<UsCity[]> {
  const path = stateCode ? getCitiesByStateUrl(stateCode) : getCitiesPath;
  const answer = await apiGet<GetCitiesResponse>(path, { signal });
  return answer.cities;
}

export function useCitiesQuery(stateCode: string) {
  return useQuery({
    queryKey: profileKeys.cities(stateCode),
    queryFn: ({ signal }) => fetchCities(stateCode, signal),
    staleTime: Infinity,
  });
}
