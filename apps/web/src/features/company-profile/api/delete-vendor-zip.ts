// DELETE /api/delete-zip-by-id-by-vendor/{id}: 'Zip Code deleted successfully!'; a refusal shows the
// server's error.
import { ZIP_CODE_DELETED, deleteVendorZipCall, getVendorZipsCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function deleteVendorZip(id: number) {
  return call(deleteVendorZipCall, { params: { id } });
}

export const useDeleteVendorZipMutation = (onDone: () => void) =>
  useToastedWrite({
    write: deleteVendorZip,
    success: ZIP_CODE_DELETED,
    onDone,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: callKey(getVendorZipsCall) }),
    doneOnError: true,
  });
