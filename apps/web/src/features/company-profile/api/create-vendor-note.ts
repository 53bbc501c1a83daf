// POST /api/create-vendor-notes-by-vendor: a company note, type 'Other', shown on the web (SPEC section
// 3 "New vendor note"). The vendor and the author are the session's; vendNum and currentUser are not sent.
import {
  COMPANY_NOTE_ADDED,
  COMPANY_NOTE_TYPE,
  createVendorNoteCall,
  getVendorNotesCall,
  type CreateVendorNoteRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function createVendorNote(notes: string) {
  const body: CreateVendorNoteRequest = { noteType: COMPANY_NOTE_TYPE, notes, webDisplay: true };
  return call(createVendorNoteCall, { body });
}

export const useCreateVendorNoteMutation = (onDone: () => void) =>
  useToastedWrite({
    write: createVendorNote,
    success: COMPANY_NOTE_ADDED,
    onDone,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: callKey(getVendorNotesCall) }),
  });
