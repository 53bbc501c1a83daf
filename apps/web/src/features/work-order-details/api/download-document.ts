// GET /api/get-document-url/{id}: a short-lived link; the browser saves the file under its own name
// (the link's answer also names it and carries its content type).
import { getDocumentUrlCall, type WorkOrderDocument } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export async function downloadDocument(document: WorkOrderDocument): Promise<void> {
  const link = await call(getDocumentUrlCall, { params: { id: document.id } });
  saveFromUrl(link.url, link.fileName);
}

export function useDownloadDocumentMutation() {
  return useActionMutation({ mutationFn: downloadDocument, onError: notifyError });
}
