// POST /api/update-vendor-detail-by-vend-num with the profile form's fields (SPEC section 7); success
// toast 'Company profile successfully'. The server checks every rule again and ignores the provider's
// read-only fields. The body names the version the form was read at: a save over a newer one is
// refused (decision 100) and shown in the form, which can load the newer profile the refusal carries.
import {
  COMPANY_PROFILE_UPDATED,
  getVendorProfileCall,
  updateVendorProfileCall,
  vendorProfile,
  type UpdateVendorProfileRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useVersionedSave } from '../../../lib/versioned-save.ts';

export function updateVendorProfile(body: UpdateVendorProfileRequest) {
  return call(updateVendorProfileCall, { body });
}

export function useUpdateVendorProfileMutation(onDone: () => void) {
  return useVersionedSave({
    mutationFn: updateVendorProfile,
    // the saved profile and its new version are read before the drawer closes: the form opened next
    // starts from them, not from the version this save replaced (which would be refused)
    queryKey: callKey(getVendorProfileCall),
    schema: vendorProfile,
    onSaved: () => {
      notifySuccess(COMPANY_PROFILE_UPDATED);
      onDone();
    },
  });
}
