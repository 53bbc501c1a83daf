// POST /api/create-Zip-by-vendor {zipCode}: 'Zip Code added successfully'.
import {
  ZIP_CODE_ADDED,
  createVendorZipCall,
  getVendorZipsCall,
  type CreateVendorZipRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function createVendorZip(zipCode: string) {
  const body: CreateVendorZipRequest = { zipCode };
  return call(createVendorZipCall, { body });
}

export const useCreateVendorZipMutation = (onDone: () => void) =>
  useToastedWrite({
    write: createVendorZip,
    success: ZIP_CODE_ADDED,
    onDone,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: callKey(getVendorZipsCall) }),
  });
