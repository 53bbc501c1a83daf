// The console's QuickPay calls: the requests and the automatic opt-ins (by status and vendor), the
// fees per month, and the answer to a request (Accounts payable), after which all three reload.
import {
  STAFF_QUICK_PAY_LIST_LIMIT,
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

/** A page of 500 (the lists' most) from the cursor. */
const pageOf = (cursor: string | undefined) => ({
  limit: STAFF_QUICK_PAY_LIST_LIMIT,
  ...(cursor === undefined ? {} : { cursor }),
});

export function useQuickPayRequests(filter: QuickPayFilter, cursor: string | undefined) {
  const input = { query: { ...queryOf(filter), ...pageOf(cursor) } };
  return useQuery({
    ...callQuery(staffQuickPayRequestsCall, input),
    retry: false,
  });
}

export function useAutomaticQuickPay(vendor: string, cursor: string | undefined) {
  const input = {
    query: {
      ...(vendor.trim() ? { vendor: vendor.trim() } : {}),
      ...pageOf(cursor),
    },
  };
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
