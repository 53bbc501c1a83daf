// The Users screen's changes, each one click one effect (useActionMutation) with the SPEC's success
// toast: add (create-user, a temporary password e-mailed through the job queue), change (update-user,
// with the version it was read at: decision 100), disable (delete-user-by-user-id), enable, and reset
// the password (reset-user-password-by-user-id: a set-password link e-mailed), and send the welcome
// e-mail again to a user not yet signed in (resend-invitation). After each the list is read again.
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
import { call } from '../../../lib/call.ts';
import { useListWrite } from './use-list-write.ts';

export const useCreateUser = (onDone: () => void) =>
  useListWrite(listUsersCall, (body: CreateUserRequest) => call(createUserCall, { body }), onDone);

export const useUpdateUser = (onDone: () => void) =>
  useListWrite(listUsersCall, (body: UpdateUserRequest) => call(updateUserCall, { body }), onDone);

export type UserAction = 'disable' | 'enable' | 'reset-password' | 'resend-invitation';

const ACTION_CALLS = {
  disable: deleteUserByUserIdCall,
  enable: enableUserByUserIdCall,
  'reset-password': resetUserPasswordByUserIdCall,
  'resend-invitation': resendInvitationCall,
} as const;

export const useUserAction = (onDone: () => void) =>
  useListWrite(
    listUsersCall,
    ({ action, userId }: { action: UserAction; userId: number }) =>
      call(ACTION_CALLS[action], { params: { userId } }),
    onDone,
  );
