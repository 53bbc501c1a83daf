import { useQuery } from '@tanstack/react-query';
import { portalSettings, portalSettingsPath, type PortalSettings } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const portalSettingsQueryKey = ['start-up', 'portal-settings'] as const;

export function fetchPortalSettings(signal?: AbortSignal): Promise<PortalSettings> {
  return apiGet(portalSettingsPath, { schema: portalSettings, signal });
}

export function usePortalSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: portalSettingsQueryKey,
    queryFn: ({ signal }) => fetchPortalSettings(signal),
    enabled,
    staleTime: Infinity,
  });
}
