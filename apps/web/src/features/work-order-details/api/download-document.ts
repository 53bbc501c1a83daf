// GET /api/get-document-url/{id}: a short-lived link; the browser saves the file under its own name
// (the link's answer also names it and carries its content type).
import { useMutation } from '@tanstack/react-query';
import { getDocumentUrlResponse, getDocumentUrlUrl, type WorkOrderDocument } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

export async function downloadDocument(document: WorkOrderDocument): Promise<void> {
  const link = await apiGet(getDocumentUrlUrl(document.id), { schema: getDocumentUrlResponse });
  saveFromUrl(link.url, link.fileName);
}

export function useDownloadDocumentMutation() {
  return useMutation({ mutationFn: downloadDocument, onError: notifyError });
}
