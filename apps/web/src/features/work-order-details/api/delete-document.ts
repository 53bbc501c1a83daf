// GET /api/delete-document-by-id/{id}: removes a pending document (approved ones cannot be removed by
// the vendor; the server answers 409 for them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_DOCUMENT_DELETED, deleteDocumentResponse, deleteDocumentUrl } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { detailsKeys } from './query-keys.ts';

export function deleteDocument(documentId: number) {
  return apiGet(deleteDocumentUrl(documentId), { schema: deleteDocumentResponse });
}

export function useDeleteDocumentMutation(ordNum: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      notifySuccess(WORK_ORDER_DOCUMENT_DELETED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: detailsKeys.documents(ordNum) });
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
