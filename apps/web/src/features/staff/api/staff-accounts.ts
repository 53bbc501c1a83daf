// The staff accounts' calls (Administrators): list, create (a temporary password, shown once), disable,
// change a role, reset an authenticator.
import {
  changeStaffRoleCall,
  createStaffCall,
  disableStaffCall,
  enableStaffCall,
  listStaffCall,
  resetStaffSecondFactorCall,
  type StaffRole,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../lib/call.ts';
import type { CreateStaffValues } from '../forms/staff-schemas.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function useStaffList(enabled: boolean) {
  return useQuery({
    ...callQuery(listStaffCall),
    enabled,
    retry: false,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (values: Required<CreateStaffValues>) => call(createStaffCall, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffCall) }),
  });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (staffId: number) => call(disableStaffCall, { params: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffCall) }),
  });
}

/** A disabled account enabled again (issue 38 point 10). */
export function useEnableStaff() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (staffId: number) => call(enableStaffCall, { params: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffCall) }),
  });
}

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ staffId, role }: { staffId: number; role: StaffRole }) =>
      call(changeStaffRoleCall, { params: { staffId }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffCall) }),
  });
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (staffId: number) => call(resetStaffSecondFactorCall, { params: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffCall) }),
  });
}
