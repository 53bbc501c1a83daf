// POST /api/create-Zip-by-vendor {zipCode}: 'Zip Code added successfully'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZIP_CODE_ADDED,
  createVendorZipPath,
  createVendorZipResponse,
  type CreateVendorZipRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { profileKeys } from './query-keys.ts';

export function createVendorZip(zipCode: string) {
  const body: CreateVendorZipRequest = { zipCode };
  return apiPost(createVendorZipPath, body, { schema: createVendorZipResponse });
}

export function useCreateVendorZipMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorZip,
    onSuccess: async () => {
      notifySuccess(ZIP_CODE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: profileKeys.zips });
    },
    onError: notifyError,
  });
}
