// GET /api/get-vendor-quickpay-setting/: the options of the company's automatic QuickPay (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { automaticQuickPaySettingsPath, quickPaySettingsResponse, type QuickPaySetting } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export async function fetchAutomaticSettings(signal?: AbortSignal): Promise<QuickPaySetting[]> {
  const answer = await apiGet(automaticQuickPaySettingsPath, { schema: quickPaySettingsResponse, signal });
  return answer.quickpaysetting;
}

export function useAutomaticSettingsQuery() {
  return useQuery({
    queryKey: ['quick-pay', 'settings', 'automatic'],
    queryFn: ({ signal }) => fetchAutomaticSettings(signal),
  });
}
