// After an upload or a removal, both lists of the order's documents are read again: a document
// moves from Pending approval to nowhere, or appears there (SPEC section 4).
import type { QueryClient } from '@tanstack/react-query';
import { getApprovedDocumentsCall, getPendingDocumentsCall } from '@vp/contracts';
import { callKey } from '../../../lib/call.ts';

export function refreshDocumentLists(queryClient: QueryClient, ordNum: number): Promise<unknown> {
  const input = { params: { ordNum } };
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey(getApprovedDocumentsCall, input) }),
    queryClient.invalidateQueries({ queryKey: callKey(getPendingDocumentsCall, input) }),
  ]);
}
