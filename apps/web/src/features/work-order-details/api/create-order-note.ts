// POST /api/create-order-note-by-vendor: a tech note on the order (SPEC sections 5, 7, 8). The vendor
// and the author are the session's; vendNum and currentUser are not sent.
import {
  TECH_NOTES_TYPE,
  WORK_ORDER_NOTE_ADDED,
  createOrderNoteCall,
  getOrderNotesCall,
  type CreateOrderNoteRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { useToastedWrite } from '../../../lib/toasted-write.ts';

export function createOrderNote(ordNum: number, note: string) {
  const body: CreateOrderNoteRequest = { ordNum, noteType: TECH_NOTES_TYPE, note };
  return call(createOrderNoteCall, { body });
}

export const useCreateOrderNoteMutation = (ordNum: number, onDone: () => void) =>
  useToastedWrite({
    write: (note: string) => createOrderNote(ordNum, note),
    success: WORK_ORDER_NOTE_ADDED,
    onDone,
    refresh: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: callKey(getOrderNotesCall, { params: { ordNum } }) }),
  });
