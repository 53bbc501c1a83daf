// GET /api/get-document-url/{id}: a short-lived link to a company document; the browser saves it.
import { getDocumentUrlCall, type CompanyDocument } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export async function downloadCompanyDocument(document: CompanyDocument): Promise<void> {
  const link = await call(getDocumentUrlCall, { params: { id: document.id } });
  saveFromUrl(link.url, link.fileName);
}

export function useDownloadCompanyDocumentMutation() {
  return useActionMutation({ mutationFn: downloadCompanyDocument, onError: notifyError });
}
