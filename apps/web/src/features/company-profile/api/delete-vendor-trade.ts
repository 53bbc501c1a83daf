// DELETE /api/delete-vendor-trade/{id}: 'Vendor Trade deleted successfully!'; a refusal shows the
// server's error.
import { useQueryClient } from '@tanstack/react-query';
import { VENDOR_TRADE_DELETED, deleteVendorTradeCall, getVendorTradesByVendorCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function deleteVendorTrade(id: number) {
  return call(deleteVendorTradeCall, { params: { id } });
}

export function useDeleteVendorTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: deleteVendorTrade,
    onSuccess: async () => {
      notifySuccess(VENDOR_TRADE_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorTradesByVendorCall) });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
