// GET /api/get-document-type/workorder: the upload drawer's Type choices.
import { useQuery } from '@tanstack/react-query';
import { WORK_ORDER_DOCUMENT_TYPE_SCOPE, getDocumentTypesResponse, getDocumentTypesUrl } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchDocumentTypes(signal?: AbortSignal): Promise<string[]> {
  const answer = await apiGet(getDocumentTypesUrl(WORK_ORDER_DOCUMENT_TYPE_SCOPE), {
    schema: getDocumentTypesResponse,
    signal,
  });
  return answer.documentTypes.map((type) => type.code);
}

export function useDocumentTypesQuery(enabled: boolean) {
  return useQuery({
    queryKey: detailsKeys.documentTypes,
    queryFn: ({ signal }) => fetchDocumentTypes(signal),
    enabled,
    staleTime: Infinity,
  });
}
