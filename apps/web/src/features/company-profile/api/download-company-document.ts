// GET /api/get-document-url/{id}: a short-lived link to a company document; the browser saves it.
import { useMutation } from '@tanstack/react-query';
import { getDocumentUrlCall, type CompanyDocument } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

export async function downloadCompanyDocument(document: CompanyDocument): Promise<void> {
  const link = await call(getDocumentUrlCall, { params: { id: document.id } });
  saveFromUrl(link.url, link.fileName);
}

export function useDownloadCompanyDocumentMutation() {
  return useMutation({ mutationFn: downloadCompanyDocument, onError: notifyError });
}
