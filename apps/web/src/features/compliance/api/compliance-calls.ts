// The compliance page's calls as the screen uses them (issue 40 points 4 and 5): the overview, the
// upload of a document with its data (step 1, then the file's bytes and the endorsement's PUT as every
// document upload does), the W-9 confirmed for a year, a file downloaded, and the company's users who
// may hold a licence. Each change is one click, one effect (useActionMutation); after an upload the
// overview is read again, so the new document shows Under review and any shortfall at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMPLIANCE_UPLOADED,
  assignableUsersCall,
  confirmW9Call,
  createComplianceUploadCall,
  getCompanyDocumentsCall,
  getComplianceCall,
  getDocumentUrlCall,
} from '@vp/contracts';
import { useActionMutation } from '../../../lib/action-mutation.ts';
import { call, callKey, callQuery } from '../../../lib/call.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { putFile } from '../../../lib/put-file.ts';
import { uploadRequestOf, type UploadFormValues } from '../components/upload-form-values.ts';

export const useComplianceOverview = () => useQuery(callQuery(getComplianceCall));

/** Active users of the company, for a technician's licence; only asked of a user who may assign. */
export const useLicenceHolders = (enabled: boolean) =>
  useQuery({ ...callQuery(assignableUsersCall), select: (answer) => answer.items, enabled });

/** Both steps: the data, then the certificate's bytes, then the endorsement's when one was named. */
export async function uploadComplianceDocument(values: UploadFormValues): Promise<void> {
  const signed = await call(createComplianceUploadCall, { body: uploadRequestOf(values) });
  if (values.file === null) return;
  await putFile(signed.url, values.file, { contentType: signed.contentType });
  if (signed.endorsement && values.endorsement)
    await putFile(signed.endorsement.url, values.endorsement, {
      contentType: signed.endorsement.contentType,
    });
}

function useRefreshCompliance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(getComplianceCall) }),
      // the files are company documents too (the Company Profile's Documents list them)
      queryClient.invalidateQueries({ queryKey: callKey(getCompanyDocumentsCall) }),
    ]);
}

/** The upload; a refusal is the caller's to show in the drawer (onError) besides its toast. */
export function useUploadComplianceDocument(options: {
  onDone: () => void;
  onError: (error: Error) => void;
}) {
  const refresh = useRefreshCompliance();
  return useActionMutation({
    mutationFn: uploadComplianceDocument,
    onSuccess: () => {
      notifySuccess(COMPLIANCE_UPLOADED);
      options.onDone();
    },
    onError: (error) => {
      notifyError(error);
      options.onError(error);
    },
    // after a failure too: a file refused after its data went in leaves nothing listed, read it again
    onSettled: () => refresh(),
  });
}

export function useConfirmW9() {
  const refresh = useRefreshCompliance();
  return useActionMutation({
    mutationFn: () => call(confirmW9Call),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
    onError: notifyError,
  });
}

/** A short-lived link to the file (get-document-url, as the company documents); the browser saves it. */
export function useDownloadComplianceFile() {
  return useActionMutation({
    mutationFn: async (documentId: number) => {
      const link = await call(getDocumentUrlCall, { params: { id: documentId } });
      saveFromUrl(link.url, link.fileName);
    },
    onError: notifyError,
  });
}
