// GET /api/download-supply-partner-document/{name}: a partner's guide (SPEC sections 2 and 7), saved by
// the browser; the page shows a backdrop spinner while it downloads.
import { downloadSupplyPartnerDocumentCall } from '@vp/contracts';
import { callForResponse } from '../../../lib/call.ts';
import { fileNameOf, saveFile, type DownloadedFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export async function downloadPartnerDocument(documentName: string): Promise<DownloadedFile> {
  const response = await callForResponse(
    downloadSupplyPartnerDocumentCall,
    { params: { name: documentName } },
    { accept: '*/*' },
  );
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? documentName };
}

export function useDownloadPartnerDocumentMutation() {
  return useActionMutation({
    mutationFn: downloadPartnerDocument,
    onSuccess: saveFile,
    onError: notifyError,
  });
}
