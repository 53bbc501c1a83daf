// The console's QuickPay calls: the requests and the automatic opt-ins (by status and vendor), the
// fees per month, and the answer to a request (Accounts payable), after which all three reload.
import {
  staffDecideQuickPayCall,
  staffQuickPayAutomaticCall,
  staffQuickPayMonthsCall,
  staffQuickPayRequestsCall,
  type DecideQuickPayBody,
  type StaffQuickPayState,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey } from '../../../../lib/call.ts';
import { staffGuarded } from '../../state/staff-session.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export type QuickPayFilter = { status: StaffQuickPayState | ''; vendor: string };

const queryOf = (filter: QuickPayFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.vendor.trim() ? { vendor: filter.vendor.trim() } : {}),
});

export function useQuickPayRequests(filter: QuickPayFilter) {
  const input = { query: queryOf(filter) };
  return useQuery({
    queryKey: callKey(staffQuickPayRequestsCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(staffQuickPayRequestsCall, input, { signal })),
    retry: false,
  });
}

export function useAutomaticQuickPay(vendor: string) {
  const input = { query: vendor.trim() ? { vendor: vendor.trim() } : {} };
  return useQuery({
    queryKey: callKey(staffQuickPayAutomaticCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(staffQuickPayAutomaticCall, input, { signal })),
    retry: false,
  });
}

export function useQuickPayMonths() {
  return useQuery({
    queryKey: callKey(staffQuickPayMonthsCall),
    queryFn: ({ signal }) => staffGuarded(() => call(staffQuickPayMonthsCall, undefined, { signal })),
    retry: false,
  });
}

export function useDecideQuickPay() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: DecideQuickPayBody }) =>
      staffGuarded(() => call(staffDecideQuickPayCall, { params: { invoiceId }, body })),
    onSuccess: () =>
      Promise.all(
        [staffQuickPayRequestsCall, staffQuickPayAutomaticCall, staffQuickPayMonthsCall].map((contract) =>
          queryClient.invalidateQueries({ queryKey: callKey(contract) }),
        ),
      ),
  });
}
