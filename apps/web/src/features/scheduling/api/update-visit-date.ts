// POST /api/update-order-crew-detail-visit-date: the Add Visit Date form (SPEC section 7). On success
// the toast 'VisitDate added successfully' shows and the list reloads (SPEC section 4).
import { useQueryClient } from '@tanstack/react-query';
import {
  VISIT_DATE_ADDED,
  ordersForSchedulingCall,
  updateVisitDateCall,
  type UpdateVisitDateRequest,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function updateVisitDate(body: UpdateVisitDateRequest) {
  return call(updateVisitDateCall, { body });
}

export function useUpdateVisitDateMutation() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: updateVisitDate,
    onSuccess: async () => {
      notifySuccess(VISIT_DATE_ADDED);
      await queryClient.invalidateQueries({ queryKey: callKey(ordersForSchedulingCall) });
    },
    // the server refuses only for reasons the user must read (decision 023)
    onError: notifyError,
  });
}
