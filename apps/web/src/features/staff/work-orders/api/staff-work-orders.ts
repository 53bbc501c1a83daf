// The Work orders screen's calls (decision 061): the search, the form's choices, one work order's
// page, and the changes (create, edit, reassign), each refreshing what it changed.
import {
  callUrl,
  createStaffWorkOrderCall,
  staffDocumentContentCall,
  getStaffWorkOrderCall,
  reassignStaffWorkOrderCall,
  searchStaffWorkOrdersCall,
  staffWorkOrderChoicesCall,
  updateStaffWorkOrderCall,
  type StaffWorkOrderBody,
  type StaffWorkOrderSearchQuery,
} from '@vp/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../../lib/api-url.ts';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export function useWorkOrderSearch(query: StaffWorkOrderSearchQuery) {
  return useQuery({
    ...callQuery(searchStaffWorkOrdersCall, { query: query as never }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useWorkOrderChoices(query: { vendor?: string; clientId?: number }) {
  return useQuery({
    ...callQuery(staffWorkOrderChoicesCall, { query: query as never }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStaffWorkOrder(ordNum: number) {
  return useQuery({
    ...callQuery(getStaffWorkOrderCall, { params: { ordNum } }),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(searchStaffWorkOrdersCall) }),
      queryClient.invalidateQueries({ queryKey: callKey(getStaffWorkOrderCall) }),
    ]);
}

export function useCreateWorkOrder() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (body: StaffWorkOrderBody) => call(createStaffWorkOrderCall, { body: body as never }),
    onSuccess: refresh,
  });
}

export function useUpdateWorkOrder(ordNum: number) {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (edit: { version: number; workOrder: StaffWorkOrderBody }) =>
      call(updateStaffWorkOrderCall, { params: { ordNum }, body: edit as never }),
    onSuccess: refresh,
  });
}

export function useReassignWorkOrder(ordNum: number) {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (body: { vendorId: number; version: number }) =>
      call(reassignStaffWorkOrderCall, { params: { ordNum }, body }),
    onSuccess: refresh,
  });
}

/** Where a document's bytes open (the staff cookie goes with the link): PDFs and images inline. */
export const documentContentUrl = (documentId: number) =>
  apiUrl(callUrl(staffDocumentContentCall, { params: { documentId } }));
