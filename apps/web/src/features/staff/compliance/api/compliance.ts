// The console's compliance calls (decision 112): the requirements with the clients they can name, their
// changes (each read again after), and one vendor's compliance for its page.
import {
  staffComplianceRequirementsCall,
  staffCreateComplianceRequirementCall,
  staffDeleteComplianceRequirementCall,
  staffUpdateComplianceRequirementCall,
  staffVendorComplianceCall,
  type StaffComplianceRequirementBody,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export function useRequirements() {
  return useQuery({ ...callQuery(staffComplianceRequirementsCall), retry: false });
}

export function useVendorCompliance(vendorId: number) {
  return useQuery({ ...callQuery(staffVendorComplianceCall, { params: { vendorId } }), retry: false });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(staffComplianceRequirementsCall) }),
      queryClient.invalidateQueries({ queryKey: [staffVendorComplianceCall.id] }),
    ]);
}

/** Creates a requirement (no id) or changes one. */
export function useSaveRequirement() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: ({ id, body }: { id: number | null; body: StaffComplianceRequirementBody }) =>
      id === null
        ? call(staffCreateComplianceRequirementCall, { body })
        : call(staffUpdateComplianceRequirementCall, { params: { requirementId: id }, body }),
    onSuccess: (req) => {
      notifySuccess(`${req.title} is saved. Every vendor's compliance follows within moments.`);
      return refresh();
    },
  });
}

export function useDeleteRequirement() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (requirementId: number) =>
      call(staffDeleteComplianceRequirementCall, { params: { requirementId } }),
    onSuccess: () => {
      notifySuccess('The requirement is deleted.');
      return refresh();
    },
  });
}
