// DELETE /api/delete-zip-by-id-by-vendor/{id}: 'Zip Code deleted successfully!'; a refusal shows the
// server's error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIP_CODE_DELETED, companyDeleteResponse, deleteVendorZipUrl } from '@vp/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { profileKeys } from './query-keys.ts';

export function deleteVendorZip(id: number) {
  return apiRequest(deleteVendorZipUrl(id), { method: 'DELETE', schema: companyDeleteResponse });
}

export function useDeleteVendorZipMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorZip,
    onSuccess: async () => {
      notifySuccess(ZIP_CODE_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: profileKeys.zips });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
