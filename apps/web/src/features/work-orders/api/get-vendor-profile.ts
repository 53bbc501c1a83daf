// GET /api/get-vendor-detail-by-vend-num: the vendor's detail, read here for the Mobile Guest IVR
// setting and the Vendor ID (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { getVendorProfilePath, vendorProfile, type VendorProfile } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const vendorProfileQueryKey = ['work-orders', 'vendor-profile'] as const;

export function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  return apiGet(getVendorProfilePath, { schema: vendorProfile, signal });
}

export function useVendorProfileQuery() {
  return useQuery({ queryKey: vendorProfileQueryKey, queryFn: ({ signal }) => fetchVendorProfile(signal) });
}
