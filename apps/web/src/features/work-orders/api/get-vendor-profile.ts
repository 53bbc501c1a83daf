// GET /api/get-vendor-detail-by-vend-num: the vendor's detail, read here for the Mobile Guest IVR
// setting and the Vendor ID (SPEC section 7), under the call's one cache key (the company profile
// reads the same entry).
import { useQuery } from '@tanstack/react-query';
import { getVendorProfileCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';

export function useVendorProfileQuery() {
  return useQuery(callQuery(getVendorProfileCall));
}
