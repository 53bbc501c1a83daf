// GET /api/delete-document-by-id/{id}: removes a pending company document (decision 026: the same call
// as work-order documents, scoped to the session's vendor); a refusal shows the server's error.
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_DOCUMENT_DELETED, deleteDocumentCall, getCompanyDocumentsCall } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function deleteCompanyDocument(documentId: number) {
  return call(deleteDocumentCall, { params: { id: documentId } });
}

export function useDeleteCompanyDocumentMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: deleteCompanyDocument,
    onSuccess: async () => {
      notifySuccess(COMPANY_DOCUMENT_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getCompanyDocumentsCall) });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
