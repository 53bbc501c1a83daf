// The Integrations screen's calls (decision 063): API clients and webhook subscriptions (Administrators).
import {
  createApiClientCall,
  createStaffWebhookCall,
  listApiClientsCall,
  listStaffWebhookDeliveriesCall,
  listStaffWebhooksCall,
  redeliverStaffWebhookCall,
  revokeApiClientCall,
  rotateApiClientSecretCall,
  sendStaffWebhookTestCall,
  setStaffWebhookEnabledCall,
  type CallInput,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey } from '../../../../lib/call.ts';
import { staffGuarded } from '../../state/staff-session.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export function useApiClients() {
  return useQuery({
    queryKey: callKey(listApiClientsCall),
    queryFn: ({ signal }) => staffGuarded(() => call(listApiClientsCall, undefined, { signal })),
    retry: false,
  });
}

export function useStaffWebhooks() {
  return useQuery({
    queryKey: callKey(listStaffWebhooksCall),
    queryFn: ({ signal }) => staffGuarded(() => call(listStaffWebhooksCall, undefined, { signal })),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(listApiClientsCall) }),
      queryClient.invalidateQueries({ queryKey: callKey(listStaffWebhooksCall) }),
      queryClient.invalidateQueries({ queryKey: callKey(listStaffWebhookDeliveriesCall) }),
    ]);
}

export function useCreateApiClient() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (body: CallInput<typeof createApiClientCall>['body']) =>
      staffGuarded(() => call(createApiClientCall, { body })),
    onSuccess: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (clientId: string) =>
      staffGuarded(() => call(rotateApiClientSecretCall, { params: { clientId } })),
    onSuccess: refresh,
  });
}

export function useRevokeApiClient() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (clientId: string) => staffGuarded(() => call(revokeApiClientCall, { params: { clientId } })),
    onSuccess: refresh,
  });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (body: CallInput<typeof createStaffWebhookCall>['body']) =>
      staffGuarded(() => call(createStaffWebhookCall, { body })),
    onSuccess: refresh,
  });
}

export function useSetWebhookEnabled() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: ({ webhookId, enabled }: { webhookId: string; enabled: boolean }) =>
      staffGuarded(() => call(setStaffWebhookEnabledCall, { params: { webhookId }, body: { enabled } })),
    onSuccess: refresh,
  });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (webhookId: string) =>
      staffGuarded(() => call(sendStaffWebhookTestCall, { params: { webhookId } })),
    onSuccess: refresh,
  });
}

/** A webhook's delivery log, newest first; looked at again every 2 s while a delivery is pending. */
export function useDeliveries(webhookId: string | null, before: number | undefined) {
  const input = {
    params: { webhookId: webhookId ?? '' },
    query: { limit: 50, ...(before === undefined ? {} : { before }) },
  };
  return useQuery({
    queryKey: callKey(listStaffWebhookDeliveriesCall, input),
    queryFn: ({ signal }) => staffGuarded(() => call(listStaffWebhookDeliveriesCall, input, { signal })),
    enabled: webhookId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false,
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: string; deliveryId: number }) =>
      staffGuarded(() => call(redeliverStaffWebhookCall, { params: { webhookId, deliveryId } })),
    onSuccess: refresh,
  });
}
