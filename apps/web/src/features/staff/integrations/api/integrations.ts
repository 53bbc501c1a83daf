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
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export function useApiClients() {
  return useQuery({
    ...callQuery(listApiClientsCall),
    retry: false,
  });
}

export function useStaffWebhooks() {
  return useQuery({
    ...callQuery(listStaffWebhooksCall),
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
    mutationFn: (body: CallInput<typeof createApiClientCall>['body']) => call(createApiClientCall, { body }),
    onSuccess: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (clientId: string) => call(rotateApiClientSecretCall, { params: { clientId } }),
    onSuccess: refresh,
  });
}

export function useRevokeApiClient() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (clientId: string) => call(revokeApiClientCall, { params: { clientId } }),
    onSuccess: refresh,
  });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (body: CallInput<typeof createStaffWebhookCall>['body']) =>
      call(createStaffWebhookCall, { body }),
    onSuccess: refresh,
  });
}

export function useSetWebhookEnabled() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: ({ webhookId, enabled }: { webhookId: string; enabled: boolean }) =>
      call(setStaffWebhookEnabledCall, { params: { webhookId }, body: { enabled } }),
    onSuccess: refresh,
  });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: (webhookId: string) => call(sendStaffWebhookTestCall, { params: { webhookId } }),
    onSuccess: refresh,
  });
}

/** A webhook's delivery log, newest first; looked at again every 2 s while a delivery is pending. */
export function useDeliveries(webhookId: string | null, cursor: string | undefined) {
  const input = {
    params: { webhookId: webhookId ?? '' },
    query: { limit: 50, ...(cursor === undefined ? {} : { cursor }) },
  };
  return useQuery({
    ...callQuery(listStaffWebhookDeliveriesCall, input),
    enabled: webhookId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 2000 : false),
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useActionMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: string; deliveryId: number }) =>
      call(redeliverStaffWebhookCall, { params: { webhookId, deliveryId } }),
    onSuccess: refresh,
  });
}
