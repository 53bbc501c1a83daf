// DELETE /api/delete-vendor-trade/{id}: 'Vendor Trade deleted successfully!'; a refusal shows the
// server's error.
import { VENDOR_TRADE_DELETED, deleteVendorTradeCall, getVendorTradesByVendorCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function deleteVendorTrade(id: number) {
  return call(deleteVendorTradeCall, { params: { id } });
}

export const useDeleteVendorTradeMutation = (onDone: () => void) =>
  useToastedWrite({
    write: deleteVendorTrade,
    success: VENDOR_TRADE_DELETED,
    onDone,
    refresh: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: callKey(getVendorTradesByVendorCall) }),
    doneOnError: true,
  });
