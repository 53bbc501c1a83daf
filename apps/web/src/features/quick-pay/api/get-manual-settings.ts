// GET /api/get-vendor-manual-quickpay-setting/: the options of per-invoice QuickPay (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { manualQuickPaySettingsPath, quickPaySettingsResponse, type QuickPaySetting } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export async function fetchManualSettings(signal?: AbortSignal): Promise<QuickPaySetting[]> {
  const answer = await apiGet(manualQuickPaySettingsPath, { schema: quickPaySettingsResponse, signal });
  return answer.quickpaysetting;
}

export function useManualSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['quick-pay', 'settings', 'manual'],
    queryFn: ({ signal }) => fetchManualSettings(signal),
    enabled,
  });
}
