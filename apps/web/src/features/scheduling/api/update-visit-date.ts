// POST /api/update-order-crew-detail-visit-date: the Add Visit Date form (SPEC section 7). On success
// the toast 'VisitDate added successfully' shows and the list reloads (SPEC section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VISIT_DATE_ADDED,
  updateVisitDatePath,
  updateVisitDateResponse,
  type UpdateVisitDateRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { schedulingOrdersQueryKey } from './get-orders-for-scheduling.ts';

export function updateVisitDate(body: UpdateVisitDateRequest) {
  return apiPost(updateVisitDatePath, body, { schema: updateVisitDateResponse });
}

export function useUpdateVisitDateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisitDate,
    onSuccess: async () => {
      notifySuccess(VISIT_DATE_ADDED);
      await queryClient.invalidateQueries({ queryKey: schedulingOrdersQueryKey });
    },
    // the server refuses only for reasons the user must read (decision 023)
    onError: notifyError,
  });
}
