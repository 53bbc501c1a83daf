// GET /api/get-client-instruction-by-ord-num/{ordNum}: the IVR section's Instructions (HTML).
import { useQuery } from '@tanstack/react-query';
import { getClientInstructionResponse, getClientInstructionUrl } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchClientInstruction(ordNum: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiGet(getClientInstructionUrl(ordNum), {
    schema: getClientInstructionResponse,
    signal,
  });
  return answer.clientInstruction;
}

export function useClientInstructionQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.instruction(ordNum),
    queryFn: ({ signal }) => fetchClientInstruction(ordNum, signal),
  });
}
