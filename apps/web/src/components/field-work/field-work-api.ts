// The field-work calls (issue 41 points 1 and 2) as the details page uses them: the crew line's answer,
// status and history, and a move (one click, one effect), after which the line and the order are read
// again and the move's toast shown.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  crewLinePhotosCall,
  getFieldWorkCall,
  getOrderDetailCall,
  moveCrewLineCall,
  type CrewLineMoveBody,
} from '@vp/contracts';
import { useActionMutation } from '../../lib/action-mutation.ts';
import { call, callKey, callQuery } from '../../lib/call.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const useFieldWork = (ocdId: number) => useQuery(callQuery(getFieldWorkCall, { params: { ocdId } }));

export function useMoveCrewLine(ocdId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: CrewLineMoveBody) => call(moveCrewLineCall, { params: { ocdId }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(getFieldWorkCall, { params: { ocdId } }), answer.fieldWork);
      // the order's status follows its crew line's; the line's photos lock once it is Completed (and
      // unlock when the company reopens it): the Photos section stops offering to take or delete one
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(getOrderDetailCall) }),
        queryClient.invalidateQueries({ queryKey: callKey(crewLinePhotosCall, { params: { ocdId } }) }),
      ]);
      notifySuccess(answer.message);
      onDone();
    },
    onError: async (error) => {
      notifyError(error);
      // a 409 means the line moved meanwhile: show it as it is now
      await queryClient.invalidateQueries({ queryKey: callKey(getFieldWorkCall, { params: { ocdId } }) });
    },
  });
}
