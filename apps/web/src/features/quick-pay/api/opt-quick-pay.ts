// /api/vendor-default-opt-quickpay-Update/: opts the company in to an automatic option or out
// (SPEC sections 4 and 7). After success the state is reloaded and the grid refreshed.
import { useQueryClient } from '@tanstack/react-query';
import {
  defaultQuickPayCall,
  optQuickPayCall,
  unpaidInvoicesCall,
  QUICK_PAY_OPTED_IN,
  QUICK_PAY_OPTED_OUT,
  type OptQuickPayRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

/** Opt in with a setting id, or out with null. */
export function optQuickPay(settingId: number | null) {
  const body: OptQuickPayRequest =
    settingId === null ? { Option: false } : { Option: true, SettingId: settingId };
  return call(optQuickPayCall, { body });
}

export function useOptQuickPayMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: optQuickPay,
    onSuccess: async (answer, settingId) => {
      notifySuccess(settingId === null ? QUICK_PAY_OPTED_OUT : QUICK_PAY_OPTED_IN);
      queryClient.setQueryData(callKey(defaultQuickPayCall), answer.state);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(defaultQuickPayCall) }),
        queryClient.invalidateQueries({ queryKey: callKey(unpaidInvoicesCall) }),
      ]);
    },
    onError: notifyError,
  });
}
