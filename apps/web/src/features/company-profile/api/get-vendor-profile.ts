// GET /api/get-vendor-detail-by-vend-num: the session's vendor's profile (the answer is the profile).
import { useQuery } from '@tanstack/react-query';
import { getVendorProfilePath, vendorProfile, type VendorProfile } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  return apiGet(getVendorProfilePath, { schema: vendorProfile, signal });
}

export function useVendorProfileQuery() {
  return useQuery({ queryKey: profileKeys.profile, queryFn: ({ signal }) => fetchVendorProfile(signal) });
}
