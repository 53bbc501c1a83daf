// POST /api/update-vendor-detail-by-vend-num with the profile form's fields (SPEC section 7); success
// toast 'Company profile successfully'. The server checks every rule again and ignores the provider's
// read-only fields. The body names the version the form was read at: a save over a newer one is
// refused (decision 100) and shown in the form, which can load the newer profile the refusal carries.
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_PROFILE_UPDATED,
  getVendorProfileCall,
  updateVendorProfileCall,
  vendorProfile,
  type UpdateVendorProfileRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isStaleVersion, loadNewerRecord } from '../../../lib/stale-version.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function updateVendorProfile(body: UpdateVendorProfileRequest) {
  return call(updateVendorProfileCall, { body });
}

export function useUpdateVendorProfileMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  const mutation = useActionMutation({
    mutationFn: updateVendorProfile,
    onSuccess: async () => {
      // the saved profile and its new version are read before the drawer closes: the form opened next
      // starts from them, not from the version this save replaced (which would be refused)
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorProfileCall) });
      notifySuccess(COMPANY_PROFILE_UPDATED);
      onDone();
    },
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
  /** After a refusal for a newer version: that profile becomes the one shown and edited. */
  const loadLatest = async () => {
    await loadNewerRecord(queryClient, callKey(getVendorProfileCall), mutation.error, vendorProfile);
    mutation.reset();
  };
  return { ...mutation, stale: isStaleVersion(mutation.error), loadLatest };
}
