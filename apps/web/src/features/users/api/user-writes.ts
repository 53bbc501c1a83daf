// The Users screen's changes, each one click one effect (useActionMutation) with the SPEC's success
// toast: add (create-user, a temporary password e-mailed through the job queue), change (update-user,
// with the version it was read at: decision 100), disable (delete-user-by-user-id), enable, and reset
// the password (reset-user-password-by-user-id: a set-password link e-mailed), and send the welcome
// e-mail again to a user not yet signed in (resend-invitation). After each the list is read again.
import { useQueryClient } from '@tanstack/react-query';
import {
  createUserCall,
  deleteUserByUserIdCall,
  enableUserByUserIdCall,
  listUsersCall,
  resendInvitationCall,
  resetUserPasswordByUserIdCall,
  updateUserCall,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@vp/contracts';
import { useActionMutation } from '../../../lib/action-mutation.ts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isStaleVersion } from '../../../lib/stale-version.ts';

function useUserWrite<V>(write: (variables: V) => Promise<{ message: string }>, onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: callKey(listUsersCall) });
      notifySuccess(answer.message);
      onDone();
    },
    // a save over a newer version is shown in the form, with the action that loads it
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
}

export const useCreateUser = (onDone: () => void) =>
  useUserWrite((body: CreateUserRequest) => call(createUserCall, { body }), onDone);

export const useUpdateUser = (onDone: () => void) =>
  useUserWrite((body: UpdateUserRequest) => call(updateUserCall, { body }), onDone);

export type UserAction = 'disable' | 'enable' | 'reset-password' | 'resend-invitation';

const ACTION_CALLS = {
  disable: deleteUserByUserIdCall,
  enable: enableUserByUserIdCall,
  'reset-password': resetUserPasswordByUserIdCall,
  'resend-invitation': resendInvitationCall,
} as const;

export const useUserAction = (onDone: () => void) =>
  useUserWrite(
    ({ action, userId }: { action: UserAction; userId: number }) =>
      call(ACTION_CALLS[action], { params: { userId } }),
    onDone,
  );
