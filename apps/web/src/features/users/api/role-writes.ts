// The User Groups screen's changes (issue 40: a company defines its own roles): add a user group
// (create-role) and change one (update-role, with the version it was read at: decision 100), each one
// click one effect with the spec's toast; after each the groups are read again.
import { useQueryClient } from '@tanstack/react-query';
import {
  createRoleCall,
  getRolesCall,
  updateRoleCall,
  type CreateRoleRequest,
  type UpdateRoleRequest,
} from '@vp/contracts';
import { useActionMutation } from '../../../lib/action-mutation.ts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isStaleVersion } from '../../../lib/stale-version.ts';

function useRoleWrite<V>(write: (variables: V) => Promise<{ message: string }>, onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: callKey(getRolesCall) });
      notifySuccess(answer.message);
      onDone();
    },
    // a save over a newer version is shown in the form, with the action that loads it; a clash of
    // names too, beside the name
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
}

export const useCreateRole = (onDone: () => void) =>
  useRoleWrite((body: CreateRoleRequest) => call(createRoleCall, { body }), onDone);

export const useUpdateRole = (onDone: () => void) =>
  useRoleWrite((body: UpdateRoleRequest) => call(updateRoleCall, { body }), onDone);
