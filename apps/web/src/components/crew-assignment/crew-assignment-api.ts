// The calls of crew-line assignment (issue 40 point 3) as the screens use them: the users who can be
// assigned, one crew line's technicians, and the assignment (one click, one effect), after which the
// crew lines' technicians are read again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignCrewLinesCall,
  assignableUsersCall,
  crewLineTechniciansCall,
  type AssignCrewLinesRequest,
} from '@vp/contracts';
import { useActionMutation } from '../../lib/action-mutation.ts';
import { call, callKey, callQuery } from '../../lib/call.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const useAssignableUsers = (enabled: boolean) =>
  useQuery({ ...callQuery(assignableUsersCall), select: (answer) => answer.items, enabled });

export const useCrewLineTechnicians = (ocdId: number) =>
  useQuery({
    ...callQuery(crewLineTechniciansCall, { params: { ocdId } }),
    select: (answer) => answer.technicians,
  });

export function useAssignCrewLines(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: AssignCrewLinesRequest) => call(assignCrewLinesCall, { body }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: callKey(crewLineTechniciansCall) });
      notifySuccess(answer.message);
      onDone();
    },
    onError: (error) => notifyError(error),
  });
}
