// POST /api/create-order-note-by-vendor: a tech note on the order (SPEC sections 5, 7, 8). The vendor
// and the author are the session's; vendNum and currentUser are not sent.
import { useQueryClient } from '@tanstack/react-query';
import {
  TECH_NOTES_TYPE,
  WORK_ORDER_NOTE_ADDED,
  createOrderNoteCall,
  getOrderNotesCall,
  type CreateOrderNoteRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function createOrderNote(ordNum: number, note: string) {
  const body: CreateOrderNoteRequest = { ordNum, noteType: TECH_NOTES_TYPE, note };
  return call(createOrderNoteCall, { body });
}

export function useCreateOrderNoteMutation(ordNum: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (note: string) => createOrderNote(ordNum, note),
    onSuccess: async () => {
      notifySuccess(WORK_ORDER_NOTE_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(getOrderNotesCall, { params: { ordNum } }) });
    },
    onError: notifyError,
  });
}
