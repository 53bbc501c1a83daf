// GET /api/get-order-crew-detail-by-crew-id/{crewId}: the Crew section, narrowed to this order.
import { useQuery } from '@tanstack/react-query';
import { getCrewDetailsResponse, getCrewDetailsUrl, type CrewDetail } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchCrewDetails(
  crewId: number,
  ordNum: number | undefined,
  signal?: AbortSignal,
): Promise<CrewDetail[]> {
  const answer = await apiGet(getCrewDetailsUrl(crewId, ordNum), { schema: getCrewDetailsResponse, signal });
  return answer.crewDetails;
}

export function useCrewDetailsQuery(crewId: number, ordNum: number | undefined) {
  return useQuery({
    queryKey: detailsKeys.crew(crewId, ordNum),
    queryFn: ({ signal }) => fetchCrewDetails(crewId, ordNum, signal),
  });
}
