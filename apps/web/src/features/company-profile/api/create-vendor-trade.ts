// POST /api/create-vendor-trade {code}: 'Vendor trade added successfully'.
import {
  VENDOR_TRADE_ADDED,
  createVendorTradeCall,
  getVendorTradesByVendorCall,
  type CreateVendorTradeRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function createVendorTrade(code: string) {
  const body: CreateVendorTradeRequest = { code };
  return call(createVendorTradeCall, { body });
}

export const useCreateVendorTradeMutation = (onDone: () => void) =>
  useToastedWrite({
    write: createVendorTrade,
    success: VENDOR_TRADE_ADDED,
    onDone,
    refresh: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: callKey(getVendorTradesByVendorCall) }),
  });
