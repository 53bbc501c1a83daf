// GET /api/get-vendor-detail-by-vend-num: the session's vendor's profile (the answer is the profile),
// under the call's one cache key (the work-order list reads the same entry).
import { useQuery } from '@tanstack/react-query';
import { getVendorProfileCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';

export function useVendorProfileQuery() {
  return useQuery(callQuery(getVendorProfileCall));
}
