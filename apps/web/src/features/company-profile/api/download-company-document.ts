// GET /api/get-document-url/{id}: a short-lived link to a company document; the browser saves it.
import { useMutation } from '@tanstack/react-query';
import { getDocumentUrlResponse, getDocumentUrlUrl, type CompanyDocument } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

export async function downloadCompanyDocument(document: CompanyDocument): Promise<void> {
  const link = await apiGet(getDocumentUrlUrl(document.id), { schema: getDocumentUrlResponse });
  saveFromUrl(link.url, link.fileName);
}

export function useDownloadCompanyDocumentMutation() {
  return useMutation({ mutationFn: downloadCompanyDocument, onError: notifyError });
}
