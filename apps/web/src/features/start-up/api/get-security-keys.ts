import { useQuery } from '@tanstack/react-query';
import { securityKeys, securityKeysPath } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const securityKeysQueryKey = ['start-up', 'security-keys'] as const;

/** Client-visible keys by name (never secrets). */
export async function fetchSecurityKeys(signal?: AbortSignal): Promise<Record<string, string>> {
  const answer = await apiGet(securityKeysPath, { schema: securityKeys, signal });
  return answer.securityKeys;
}

export function useSecurityKeysQuery(enabled: boolean) {
  return useQuery({
    queryKey: securityKeysQueryKey,
    queryFn: ({ signal }) => fetchSecurityKeys(signal),
    enabled,
    staleTime: Infinity,
  });
}
