// POST /api/update-vendor-detail-by-vend-num with the profile form's fields (SPEC section 7); success
// toast 'Company profile successfully'. The server checks every rule again and ignores the provider's
// read-only fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_PROFILE_UPDATED,
  getVendorProfileCall,
  updateVendorProfileCall,
  type UpdateVendorProfileRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function updateVendorProfile(body: UpdateVendorProfileRequest) {
  return call(updateVendorProfileCall, { body });
}

export function useUpdateVendorProfileMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: async () => {
      notifySuccess(COMPANY_PROFILE_UPDATED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorProfileCall) });
    },
    onError: notifyError,
  });
}
