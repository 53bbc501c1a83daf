// GET /api/download-supply-partner-document/{name}: a partner's guide (SPEC sections 2 and 7), saved by
// the browser; the page shows a backdrop spinner while it downloads.
import { useMutation } from '@tanstack/react-query';
import { downloadSupplyPartnerDocumentPath } from '@vp/contracts';
import { apiGetForFile, saveFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

export function downloadPartnerDocument(documentName: string) {
  return apiGetForFile(downloadSupplyPartnerDocumentPath(documentName), documentName);
}

export function useDownloadPartnerDocumentMutation() {
  return useMutation({
    mutationFn: downloadPartnerDocument,
    onSuccess: saveFile,
    onError: notifyError,
  });
}
