// The Documents section's two lists (SPEC section 7 "Work-order documents"):
// GET /api/get-documents-for-vendor-portal-by-order-number/{ordNum} (Approved) and
// GET /api/get-document-unapproved/{ordNum} (Pending approval).
import { useQuery } from '@tanstack/react-query';
import {
  getApprovedDocumentsResponse,
  getApprovedDocumentsUrl,
  getPendingDocumentsResponse,
  getPendingDocumentsUrl,
  type WorkOrderDocument,
} from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { detailsKeys } from './query-keys.ts';

export async function fetchApprovedDocuments(
  ordNum: number,
  signal?: AbortSignal,
): Promise<WorkOrderDocument[]> {
  const answer = await apiGet(getApprovedDocumentsUrl(ordNum), {
    schema: getApprovedDocumentsResponse,
    signal,
  });
  return answer.vendorDocuments;
}

export async function fetchPendingDocuments(
  ordNum: number,
  signal?: AbortSignal,
): Promise<WorkOrderDocument[]> {
  const answer = await apiGet(getPendingDocumentsUrl(ordNum), {
    schema: getPendingDocumentsResponse,
    signal,
  });
  return answer.unapprovedDocuments;
}

export function useApprovedDocumentsQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.approved(ordNum),
    queryFn: ({ signal }) => fetchApprovedDocuments(ordNum, signal),
  });
}

export function usePendingDocumentsQuery(ordNum: number) {
  return useQuery({
    queryKey: detailsKeys.pending(ordNum),
    queryFn: ({ signal }) => fetchPendingDocuments(ordNum, signal),
  });
}
