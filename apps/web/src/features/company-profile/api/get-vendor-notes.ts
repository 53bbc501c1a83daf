// GET /api/get-vendor-notes-by-vendor-num-vendor-portal: the company notes ({venderNotes}, spelt so).
import { useQuery } from '@tanstack/react-query';
import { getVendorNotesPath, getVendorNotesResponse, type VendorNote } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchVendorNotes(signal?: AbortSignal): Promise<VendorNote[]> {
  const answer = await apiGet(getVendorNotesPath, { schema: getVendorNotesResponse, signal });
  return answer.venderNotes;
}

export function useVendorNotesQuery() {
  return useQuery({ queryKey: profileKeys.notes, queryFn: ({ signal }) => fetchVendorNotes(signal) });
}
