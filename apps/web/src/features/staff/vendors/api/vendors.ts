// The Vendors screen's calls (decision 058): the search, the trade list, a vendor's page, and the
// vendor manager's changes, each refreshing the vendor's page (and the search's rows) when done.
import {
  staffDisableVendorUserCall,
  staffEnableVendorUserCall,
  staffInviteVendorUserCall,
  staffSendPasswordLinkCall,
  staffSetQuickPayExclusionCall,
  staffSetVendorStatusCall,
  staffTradeCatalogCall,
  staffVendorCall,
  staffVendorsSearchCall,
  type StaffVendorSearchQuery,
  type VendorStatus,
} from '@vp/contracts';
import type { z } from 'zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export function useVendorSearch(query: StaffVendorSearchQuery) {
  return useQuery({
    ...callQuery(staffVendorsSearchCall, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTradeCatalog() {
  return useQuery({
    ...callQuery(staffTradeCatalogCall),
    staleTime: Infinity,
    retry: false,
  });
}

export function useVendorPage(vendorId: number) {
  return useQuery({
    ...callQuery(staffVendorCall, { params: { vendorId } }),
    retry: false,
  });
}

/** After a change: the vendor's page and any search that lists it are read again. */
function useRefresh(vendorId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(staffVendorCall, { params: { vendorId } }) }),
      queryClient.invalidateQueries({ queryKey: [staffVendorsSearchCall.id] }),
    ]);
}

/** A vendor manager's change (one click, one call): its toast said from the answer, then the refresh. */
function useVendorChange<Value, Answer>(
  vendorId: number,
  send: (value: Value) => Promise<Answer>,
  done: (answer: Answer) => string,
) {
  const refresh = useRefresh(vendorId);
  return useActionMutation({
    mutationFn: send,
    onSuccess: (answer: Answer) => {
      notifySuccess(done(answer));
      return refresh();
    },
  });
}

export type InviteValues = z.input<typeof staffInviteVendorUserCall.body>;

export function useInviteUser(vendorId: number) {
  return useVendorChange(
    vendorId,
    (body: InviteValues) => call(staffInviteVendorUserCall, { params: { vendorId }, body }),
    (user) => `${user.email} is invited: the welcome e-mail with a link to choose a password is on its way.`,
  );
}

export function useDisableUser(vendorId: number) {
  return useVendorChange(
    vendorId,
    (userId: number) => call(staffDisableVendorUserCall, { params: { vendorId, userId } }),
    (user) => `${user.email} is disabled and signed out.`,
  );
}

/** A disabled user enabled again (issue 38 point 10): it signs in with the password it had. */
export function useEnableUser(vendorId: number) {
  return useVendorChange(
    vendorId,
    (userId: number) => call(staffEnableVendorUserCall, { params: { vendorId, userId } }),
    (user) => `${user.email} is enabled and can sign in again.`,
  );
}

export function useSendPasswordLink(vendorId: number) {
  return useVendorChange(
    vendorId,
    (userId: number) => call(staffSendPasswordLinkCall, { params: { vendorId, userId } }),
    (answer) => `A link to set a new password was e-mailed to ${answer.sentTo}.`,
  );
}

export function useSetStatus(vendorId: number) {
  return useVendorChange(
    vendorId,
    (status: VendorStatus) => call(staffSetVendorStatusCall, { params: { vendorId }, body: { status } }),
    (vendor) => (vendor.status === 'active' ? 'The vendor is active.' : 'The vendor is inactive.'),
  );
}

export function useSetQuickPayExclusion(vendorId: number) {
  return useVendorChange(
    vendorId,
    (qpExclude: boolean) =>
      call(staffSetQuickPayExclusionCall, { params: { vendorId }, body: { qpExclude } }),
    (vendor) =>
      vendor.qpExclude ? 'The vendor is excluded from QuickPay.' : 'The vendor may ask for QuickPay again.',
  );
}
