// GET /api/get-document-type/vendor: the company upload drawer's Type choices.
import { useQuery } from '@tanstack/react-query';
import { VENDOR_DOCUMENT_TYPE_SCOPE, getDocumentTypesResponse, getDocumentTypesUrl } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

export async function fetchCompanyDocumentTypes(signal?: AbortSignal): Promise<string[]> {
  const answer = await apiGet(getDocumentTypesUrl(VENDOR_DOCUMENT_TYPE_SCOPE), {
    schema: getDocumentTypesResponse,
    signal,
  });
  return answer.documentTypes.map((type) => type.code);
}

export function useCompanyDocumentTypesQuery(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.documentTypes,
    queryFn: ({ signal }) => fetchCompanyDocumentTypes(signal),
    enabled,
    staleTime: Infinity,
  });
}
