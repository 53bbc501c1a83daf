// POST /api/create-vendor-notes-by-vendor: a company note, type 'Other', shown on the web (SPEC section
// 3 "New vendor note"). The vendor and the author are the session's; vendNum and currentUser are not sent.
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_NOTE_ADDED,
  COMPANY_NOTE_TYPE,
  createVendorNoteCall,
  getVendorNotesCall,
  type CreateVendorNoteRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function createVendorNote(notes: string) {
  const body: CreateVendorNoteRequest = { noteType: COMPANY_NOTE_TYPE, notes, webDisplay: true };
  return call(createVendorNoteCall, { body });
}

export function useCreateVendorNoteMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createVendorNote,
    onSuccess: async () => {
      notifySuccess(COMPANY_NOTE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getVendorNotesCall) });
    },
    onError: notifyError,
  });
}
