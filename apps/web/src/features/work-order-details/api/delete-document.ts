// GET /api/delete-document-by-id/{id}: removes a pending document (approved ones cannot be removed by
// the vendor; the server answers 409 for them).
import { WORK_ORDER_DOCUMENT_DELETED, deleteDocumentCall } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { refreshDocumentLists } from './refresh-document-lists.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function deleteDocument(documentId: number) {
  return call(deleteDocumentCall, { params: { id: documentId } });
}

export const useDeleteDocumentMutation = (ordNum: number, onDone: () => void) =>
  useToastedWrite({
    write: deleteDocument,
    success: WORK_ORDER_DOCUMENT_DELETED,
    onDone,
    refresh: (queryClient) => refreshDocumentLists(queryClient, ordNum),
    doneOnError: true,
  });
