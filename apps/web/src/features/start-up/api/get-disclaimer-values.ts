import { useQuery } from '@tanstack/react-query';
import { disclaimerValues, disclaimerValuesPath, type DisclaimerValues } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const disclaimerValuesQueryKey = ['start-up', 'disclaimer-values'] as const;

/** The banner's portalMessage and portalMessageColor. */
export function fetchDisclaimerValues(signal?: AbortSignal): Promise<DisclaimerValues> {
  return apiGet(disclaimerValuesPath, { schema: disclaimerValues, signal });
}

export function useDisclaimerValuesQuery(enabled: boolean) {
  return useQuery({
    queryKey: disclaimerValuesQueryKey,
    queryFn: ({ signal }) => fetchDisclaimerValues(signal),
    enabled,
    staleTime: Infinity,
  });
}
