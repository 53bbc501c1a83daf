// POST /api/update-vendor-detail-by-vend-num with just allowGuestIVR: the Mobile Guest IVR setting
// (SPEC section 7); only the fields sent change. The body names the profile's version as read: a save
// over a newer one is refused (decision 100) and shown in the panel, which can load the newer profile.
import {
  GUEST_IVR_UPDATED,
  getVendorProfileCall,
  updateVendorProfileCall,
  vendorProfile,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useVersionedSave } from '../../../lib/versioned-save.ts';

export function updateGuestIvr({ allow, version }: { allow: boolean; version: number }) {
  return call(updateVendorProfileCall, { body: { allowGuestIVR: allow ? 1 : 0, version } });
}

/** After a refusal for a newer version, `loadLatest` shows that profile (the panel starts again from it). */
export function useUpdateGuestIvrMutation() {
  return useVersionedSave({
    mutationFn: updateGuestIvr,
    // the new version is read while Update still shows its progress: a second Update names it
    queryKey: callKey(getVendorProfileCall),
    schema: vendorProfile,
    onSaved: () => notifySuccess(GUEST_IVR_UPDATED),
  });
}
