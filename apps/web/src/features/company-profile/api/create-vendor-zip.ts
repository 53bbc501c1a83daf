// POST /api/create-Zip-by-vendor {zipCode}: 'Zip Code added successfully'.
import { useQueryClient } from '@tanstack/react-query';
import {
  ZIP_CODE_ADDED,
  createVendorZipCall,
  getVendorZipsCall,
  type CreateVendorZipRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function createVendorZip(zipCode: string) {
  const body: CreateVendorZipRequest = { zipCode };
  return call(createVendorZipCall, { body });
}

export function useCreateVendorZipMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createVendorZip,
    onSuccess: async () => {
      notifySuccess(ZIP_CODE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorZipsCall) });
    },
    onError: notifyError,
  });
}
