// DELETE /api/delete-zip-by-id-by-vendor/{id}: 'Zip Code deleted successfully!'; a refusal shows the
// server's error.
import { useQueryClient } from '@tanstack/react-query';
import { ZIP_CODE_DELETED, deleteVendorZipCall, getVendorZipsCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function deleteVendorZip(id: number) {
  return call(deleteVendorZipCall, { params: { id } });
}

export function useDeleteVendorZipMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: deleteVendorZip,
    onSuccess: async () => {
      notifySuccess(ZIP_CODE_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorZipsCall) });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
