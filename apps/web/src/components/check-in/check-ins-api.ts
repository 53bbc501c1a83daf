// The check-in calls of the details page: the user's open check-in, checking in (with a fresh position)
// and out; each refreshes the panel and the IVR section's list, where the check-in shows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkInCall,
  checkOutCall,
  getMyCheckInCall,
  getOrderHoursCall,
  siteStateText,
  type CheckInResponse,
  type CheckOutBody,
} from '@vp/contracts';
import { call, callKey, callQuery } from '../../lib/call.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useActionMutation } from '../../lib/action-mutation.ts';
import { freshPosition } from './fresh-position.ts';

export const useMyCheckIn = (ocdId: number) =>
  useQuery(callQuery(getMyCheckInCall, { params: { id: ocdId } }));

function useRefresh(ocdId: number, ordNum: number) {
  const queryClient = useQueryClient();
  return (answer: CheckInResponse) => {
    const state =
      answer.checkIn.endDateTime === null
        ? ` · ${siteStateText(answer.checkIn.siteState, answer.checkIn.distanceMeters)}`
        : '';
    notifySuccess(`${answer.message}${state}`);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(getMyCheckInCall, { params: { id: ocdId } }) }),
      queryClient.invalidateQueries({ queryKey: callKey(getOrderHoursCall, { params: { ordNum } }) }),
    ]);
  };
}

export function useCheckIn(ocdId: number, ordNum: number) {
  const refresh = useRefresh(ocdId, ordNum);
  return useActionMutation({
    mutationFn: async () => call(checkInCall, { params: { id: ocdId }, body: await freshPosition() }),
    onSuccess: refresh,
    onError: notifyError,
  });
}

export function useCheckOut(ocdId: number, ordNum: number, onDone: () => void) {
  const refresh = useRefresh(ocdId, ordNum);
  return useActionMutation({
    mutationFn: (body: CheckOutBody) => call(checkOutCall, { params: { id: ocdId }, body }),
    onSuccess: async (answer) => {
      onDone();
      await refresh(answer);
    },
    onError: notifyError,
  });
}
