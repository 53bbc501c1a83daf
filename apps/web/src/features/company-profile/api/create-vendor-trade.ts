// POST /api/create-vendor-trade {code}: 'Vendor trade added successfully'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VENDOR_TRADE_ADDED,
  createVendorTradePath,
  createVendorTradeResponse,
  type CreateVendorTradeRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { profileKeys } from './query-keys.ts';

export function createVendorTrade(code: string) {
  const body: CreateVendorTradeRequest = { code };
  return apiPost(createVendorTradePath, body, { schema: createVendorTradeResponse });
}

export function useCreateVendorTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorTrade,
    onSuccess: async () => {
      notifySuccess(VENDOR_TRADE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: profileKeys.trades });
    },
    onError: notifyError,
  });
}
