// The announcement rounds' calls (decision 062). A round's page polls its round every few seconds
// (ROUND_POLL_MS) while it is open, so the vendors' answers appear without a reload; the list and the
// compose searches are read when opened or when their input changes.
import {
  awardStaffRoundCall,
  getStaffRoundCall,
  listStaffRoundsCall,
  matchStaffRoundVendorsCall,
  searchStaffRoundOrdersCall,
  sendStaffRoundCall,
  staffRoundOptionsCall,
  type SendStaffRoundRequest,
  type StaffRoundVendorFilter,
} from '@vp/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey } from '../../../../lib/call.ts';
import { staffGuarded } from '../../state/staff-session.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

/** How often an open round's page asks for new answers. */
export const ROUND_POLL_MS = 3000;

export function useRounds() {
  return useQuery({
    queryKey: callKey(listStaffRoundsCall),
    queryFn: ({ signal }) => staffGuarded(() => call(listStaffRoundsCall, undefined, { signal })),
    retry: false,
  });
}

export function useRound(roundId: number) {
  const input = { params: { roundId } };
  return useQuery({
    queryKey: callKey(getStaffRoundCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(getStaffRoundCall, input, { signal })),
    refetchInterval: (query) => (query.state.status === 'error' ? false : ROUND_POLL_MS),
    retry: false,
  });
}

export function useRoundOptions() {
  return useQuery({
    queryKey: callKey(staffRoundOptionsCall),
    queryFn: ({ signal }) => staffGuarded(() => call(staffRoundOptionsCall, undefined, { signal })),
    staleTime: Infinity,
    retry: false,
  });
}

export function useRoundOrders(q: string) {
  const input = { query: { q } };
  return useQuery({
    queryKey: callKey(searchStaffRoundOrdersCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(searchStaffRoundOrdersCall, input, { signal })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The matching vendors; asked only once a filter is chosen. */
export function useRoundVendors(filter: StaffRoundVendorFilter) {
  const input = { query: filter };
  return useQuery({
    queryKey: callKey(matchStaffRoundVendorsCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(matchStaffRoundVendorsCall, input, { signal })),
    enabled: Boolean(filter.trade || filter.state || filter.zip),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSendRound() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: SendStaffRoundRequest) => staffGuarded(() => call(sendStaffRoundCall, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(listStaffRoundsCall) }),
  });
}

export function useAwardRound(roundId: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: { ordNum: number; vendorId: number }) =>
      staffGuarded(() => call(awardStaffRoundCall, { params: { roundId }, body })),
    onSuccess: (round) => {
      queryClient.setQueryData(callKey(getStaffRoundCall, { params: { roundId } }), round);
      void queryClient.invalidateQueries({ queryKey: callKey(listStaffRoundsCall) });
    },
  });
}
