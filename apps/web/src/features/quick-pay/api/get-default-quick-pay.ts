// GET /api/get-vendor-default-quickpay-setting/: the company's automatic QuickPay state (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { defaultQuickPayPath, defaultQuickPayState, type DefaultQuickPayState } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const defaultQuickPayQueryKey = ['quick-pay', 'default'] as const;

export function fetchDefaultQuickPay(signal?: AbortSignal): Promise<DefaultQuickPayState> {
  return apiGet(defaultQuickPayPath, { schema: defaultQuickPayState, signal });
}

export function useDefaultQuickPayQuery() {
  return useQuery({
    queryKey: defaultQuickPayQueryKey,
    queryFn: ({ signal }) => fetchDefaultQuickPay(signal),
  });
}
