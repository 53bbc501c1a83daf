// GET /api/delete-document-by-id/{id}: removes a pending document (approved ones cannot be removed by
// the vendor; the server answers 409 for them).
import { useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_DOCUMENT_DELETED, deleteDocumentCall } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refreshDocumentLists } from './refresh-document-lists.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function deleteDocument(documentId: number) {
  return call(deleteDocumentCall, { params: { id: documentId } });
}

export function useDeleteDocumentMutation(ordNum: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      notifySuccess(WORK_ORDER_DOCUMENT_DELETED);
      onDone();
      await refreshDocumentLists(queryClient, ordNum);
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
