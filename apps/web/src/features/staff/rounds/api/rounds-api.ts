// The announcement rounds' calls (decision 062). A round's page polls its round every few seconds
// (ROUND_POLL_MS) while it is open, so the vendors' answers appear without a reload; the list and the
// compose searches are read when opened or when their input changes.
import {
  awardStaffRoundCall,
  getStaffRoundCall,
  listStaffRoundsCall,
  STAFF_ROUNDS_PAGE_MAX,
  matchStaffRoundVendorsCall,
  searchStaffRoundOrdersCall,
  sendStaffRoundCall,
  staffRoundOptionsCall,
  type SendStaffRoundRequest,
  type StaffRoundVendorFilter,
} from '@vp/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

/** How often an open round's page asks for new answers. */
export const ROUND_POLL_MS = 3000;

/** A page of the rounds, newest first, from the cursor (decision 108). */
export function useRounds(cursor: string | undefined) {
  const input = { query: { limit: STAFF_ROUNDS_PAGE_MAX, ...(cursor === undefined ? {} : { cursor }) } };
  return useQuery({
    ...callQuery(listStaffRoundsCall, input),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRound(roundId: number) {
  const input = { params: { roundId } };
  return useQuery({
    ...callQuery(getStaffRoundCall, input),
    refetchInterval: (query) => (query.state.status === 'error' ? false : ROUND_POLL_MS),
    retry: false,
  });
}

export function useRoundOptions() {
  return useQuery({
    ...callQuery(staffRoundOptionsCall),
    staleTime: Infinity,
    retry: false,
  });
}

export function useRoundOrders(q: string) {
  const input = { query: { q } };
  return useQuery({
    ...callQuery(searchStaffRoundOrdersCall, input),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The matching vendors; asked only once a filter is chosen. */
export function useRoundVendors(filter: StaffRoundVendorFilter) {
  const input = { query: filter };
  return useQuery({
    ...callQuery(matchStaffRoundVendorsCall, input),
    enabled: Boolean(filter.trade || filter.state || filter.zip),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSendRound() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: SendStaffRoundRequest) => call(sendStaffRoundCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffRoundsCall) }),
  });
}

export function useAwardRound(roundId: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: { ordNum: number; vendorId: number }) =>
      call(awardStaffRoundCall, { params: { roundId }, body }),
    onSuccess: (round) => {
      queryClient.setQueryData(callKey(getStaffRoundCall, { params: { roundId } }), round);
      void queryClient.invalidateQueries({ queryKey: callKey(listStaffRoundsCall) });
    },
  });
}
