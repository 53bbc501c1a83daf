// POST /api/create-vendor-trade {code}: 'Vendor trade added successfully'.
import { useQueryClient } from '@tanstack/react-query';
import {
  VENDOR_TRADE_ADDED,
  createVendorTradeCall,
  getVendorTradesByVendorCall,
  type CreateVendorTradeRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function createVendorTrade(code: string) {
  const body: CreateVendorTradeRequest = { code };
  return call(createVendorTradeCall, { body });
}

export function useCreateVendorTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createVendorTrade,
    onSuccess: async () => {
      notifySuccess(VENDOR_TRADE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorTradesByVendorCall) });
    },
    onError: notifyError,
  });
}
