// /api/vendor-default-opt-quickpay-Update/: opts the company in to an automatic option or out
// (SPEC sections 4 and 7). After success the state is reloaded and the grid refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  optQuickPayPath,
  optQuickPayResponse,
  QUICK_PAY_OPTED_IN,
  QUICK_PAY_OPTED_OUT,
  type OptQuickPayRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { defaultQuickPayQueryKey } from './get-default-quick-pay.ts';
import { unpaidInvoicesQueryKey } from './search-unpaid-invoices.ts';

/** Opt in with a setting id, or out with null. */
export function optQuickPay(settingId: number | null) {
  const body: OptQuickPayRequest =
    settingId === null ? { Option: false } : { Option: true, SettingId: settingId };
  return apiPost(optQuickPayPath, body, { schema: optQuickPayResponse });
}

export function useOptQuickPayMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optQuickPay,
    onSuccess: async (answer, settingId) => {
      notifySuccess(settingId === null ? QUICK_PAY_OPTED_OUT : QUICK_PAY_OPTED_IN);
      queryClient.setQueryData(defaultQuickPayQueryKey, answer.state);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: defaultQuickPayQueryKey }),
        queryClient.invalidateQueries({ queryKey: unpaidInvoicesQueryKey }),
      ]);
    },
    onError: notifyError,
  });
}
