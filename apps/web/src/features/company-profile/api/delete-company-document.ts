// GET /api/delete-document-by-id/{id}: removes a pending company document (decision 026: the same call
// as work-order documents, scoped to the session's vendor); a refusal shows the server's error.
import { COMPANY_DOCUMENT_DELETED, deleteDocumentCall, getCompanyDocumentsCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function deleteCompanyDocument(documentId: number) {
  return call(deleteDocumentCall, { params: { id: documentId } });
}

export const useDeleteCompanyDocumentMutation = (onDone: () => void) =>
  useToastedWrite({
    write: deleteCompanyDocument,
    success: COMPANY_DOCUMENT_DELETED,
    onDone,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: callKey(getCompanyDocumentsCall) }),
    doneOnError: true,
  });
