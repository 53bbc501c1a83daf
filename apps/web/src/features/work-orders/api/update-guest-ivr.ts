// POST /api/update-vendor-detail-by-vend-num with just allowGuestIVR: the Mobile Guest IVR setting
// (SPEC section 7); only the fields sent change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GUEST_IVR_UPDATED,
  updateVendorProfilePath,
  updateVendorProfileResponse,
  type UpdateVendorProfileRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export function updateGuestIvr(allow: boolean) {
  const body: UpdateVendorProfileRequest = { allowGuestIVR: allow ? 1 : 0 };
  return apiPost(updateVendorProfilePath, body, { schema: updateVendorProfileResponse });
}

export function useUpdateGuestIvrMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuestIvr,
    onSuccess: async () => {
      notifySuccess(GUEST_IVR_UPDATED);
      await queryClient.invalidateQueries({ queryKey: vendorProfileQueryKey });
    },
    onError: notifyError,
  });
}
