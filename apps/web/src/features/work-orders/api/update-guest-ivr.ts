// POST /api/update-vendor-detail-by-vend-num with just allowGuestIVR: the Mobile Guest IVR setting
// (SPEC section 7); only the fields sent change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUEST_IVR_UPDATED, getVendorProfileCall, updateVendorProfileCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function updateGuestIvr(allow: boolean) {
  return call(updateVendorProfileCall, { body: { allowGuestIVR: allow ? 1 : 0 } });
}

export function useUpdateGuestIvrMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuestIvr,
    onSuccess: async () => {
      notifySuccess(GUEST_IVR_UPDATED);
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorProfileCall) });
    },
    onError: notifyError,
  });
}
