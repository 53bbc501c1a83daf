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
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export type QuickPayFilter = { status: StaffQuickPayState | ''; vendor: string };

const queryOf = (filter: QuickPayFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.vendor.trim() ? { vendor: filter.vendor.trim() } : {}),
});

export function useQuickPayRequests(filter: QuickPayFilter) {
  const input = { query: queryOf(filter) };
  return useQuery({
    ...callQuery(staffQuickPayRequestsCall, input),
    retry: false,
  });
}

export function useAutomaticQuickPay(vendor: string) {
  const input = { query: vendor.trim() ? { vendor: vendor.trim() } : {} };
  return useQuery({
    ...callQuery(staffQuickPayAutomaticCall, input),
    retry: false,
  });
}

export function useQuickPayMonths() {
  return useQuery({
    ...callQuery(staffQuickPayMonthsCall),
    retry: false,
  });
}

export function useDecideQuickPay() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: DecideQuickPayBody }) =>
      call(staffDecideQuickPayCall, { params: { invoiceId }, body }),
    onSuccess: () =>
      Promise.all(
        [staffQuickPayRequestsCall, staffQuickPayAutomaticCall, staffQuickPayMonthsCall].map((contract) =>
          queryClient.invalidateQueries({ queryKey: callKey(contract) }),
        ),
      ),
  });
}
