// POST /api/update-vendor-detail-by-vend-num with just allowGuestIVR: the Mobile Guest IVR setting
// (SPEC section 7); only the fields sent change. The body names the profile's version as read: a save
// over a newer one is refused (decision 100) and shown in the panel, which can load the newer profile.
import { useQueryClient } from '@tanstack/react-query';
import {
  GUEST_IVR_UPDATED,
  getVendorProfileCall,
  updateVendorProfileCall,
  vendorProfile,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isStaleVersion, loadNewerRecord } from '../../../lib/stale-version.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function updateGuestIvr({ allow, version }: { allow: boolean; version: number }) {
  return call(updateVendorProfileCall, { body: { allowGuestIVR: allow ? 1 : 0, version } });
}

export function useUpdateGuestIvrMutation() {
  const queryClient = useQueryClient();
  const mutation = useActionMutation({
    mutationFn: updateGuestIvr,
    onSuccess: async () => {
      // the new version is read while Update still shows its progress: a second Update names it
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorProfileCall) });
      notifySuccess(GUEST_IVR_UPDATED);
    },
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
  /** After a refusal for a newer version: that profile becomes the one shown (the panel starts again from it). */
  const loadLatest = async () => {
    await loadNewerRecord(queryClient, callKey(getVendorProfileCall), mutation.error, vendorProfile);
    mutation.reset();
  };
  return { ...mutation, stale: isStaleVersion(mutation.error), loadLatest };
}
