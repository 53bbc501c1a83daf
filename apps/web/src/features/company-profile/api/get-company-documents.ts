// GET /api/get-vendor-documents-by-id-by-vendor: the vendor's company documents ({documents}).
import { useQuery } from '@tanstack/react-query';
import { getCompanyDocumentsPath, getCompanyDocumentsResponse, type CompanyDocument } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchCompanyDocuments(signal?: AbortSignal): Promise<CompanyDocument[]> {
  const answer = await apiGet(getCompanyDocumentsPath, { schema: getCompanyDocumentsResponse, signal });
  return answer.documents;
}

export function useCompanyDocumentsQuery() {
  return useQuery({
    queryKey: profileKeys.documents,
    queryFn: ({ signal }) => fetchCompanyDocuments(signal),
  });
}
