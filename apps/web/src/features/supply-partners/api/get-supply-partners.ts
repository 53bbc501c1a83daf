// GET /api/get-supply-partners: the page's sections, partners, logos and links. They are data kept by
// the server (decision 019), so no partner is named in this code.
import { useQuery } from '@tanstack/react-query';
import {
  getSupplyPartnersPath,
  getSupplyPartnersResponse,
  type GetSupplyPartnersResponse,
} from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const supplyPartnersQueryKey = ['supply-partners'] as const;

export function fetchSupplyPartners(signal?: AbortSignal): Promise<GetSupplyPartnersResponse> {
  return apiGet(getSupplyPartnersPath, { schema: getSupplyPartnersResponse, signal });
}

export function useSupplyPartnersQuery() {
  return useQuery({
    queryKey: supplyPartnersQueryKey,
    queryFn: ({ signal }) => fetchSupplyPartners(signal),
  });
}
