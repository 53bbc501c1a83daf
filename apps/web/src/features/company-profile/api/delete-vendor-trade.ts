// DELETE /api/delete-vendor-trade/{id}: 'Vendor Trade deleted successfully!'; a refusal shows the
// server's error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VENDOR_TRADE_DELETED, companyDeleteResponse, deleteVendorTradeUrl } from '@vp/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { profileKeys } from './query-keys.ts';

export function deleteVendorTrade(id: number) {
  return apiRequest(deleteVendorTradeUrl(id), { method: 'DELETE', schema: companyDeleteResponse });
}

export function useDeleteVendorTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorTrade,
    onSuccess: async () => {
      notifySuccess(VENDOR_TRADE_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: profileKeys.trades });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
