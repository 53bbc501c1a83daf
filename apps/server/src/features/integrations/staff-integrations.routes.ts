// The Integrations screen's calls (issue 18 point 2, decision 063): API clients and webhook
// subscriptions, for Administrators only (reading too: scopes and URLs say how the company's systems
// are wired, and Read-only staff have no need of them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
} from '@vp/contracts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import {
  createClient,
  createClientWebhook,
  listAllWebhooks,
  listClients,
  redeliverWebhook,
  revokeClient,
  rotateClientSecret,
  sendWebhookTest,
  setWebhookEnabled,
  webhookDeliveries,
  type IntegrationsDeps,
  type StaffChange,
} from './staff-integrations.service.ts';

export function staffIntegrationsRoutes(deps: IntegrationsDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const changeOf = (request: FastifyRequest): StaffChange => {
      const staff = staffOf(request);
      return { actor: { staffId: staff.staffId, email: staff.email }, ip: request.ip };
    };

    route(listApiClientsCall, async () => ({ clients: await listClients(deps.db) }));
    route(createApiClientCall, async (request) => createClient(deps, request.body, changeOf(request)));
    route(rotateApiClientSecretCall, async (request) =>
      rotateClientSecret(deps, request.params.clientId, changeOf(request)),
    );
    route(revokeApiClientCall, async (request) =>
      revokeClient(deps.db, request.params.clientId, changeOf(request)),
    );

    route(listStaffWebhooksCall, async () => ({ webhooks: await listAllWebhooks(deps.db) }));
    route(createStaffWebhookCall, async (request) =>
      createClientWebhook(deps, request.body, changeOf(request)),
    );
    route(setStaffWebhookEnabledCall, async (request) =>
      setWebhookEnabled(deps, request.params.webhookId, request.body.enabled, changeOf(request)),
    );
    route(sendStaffWebhookTestCall, async (request) =>
      sendWebhookTest(deps.db, request.params.webhookId, changeOf(request)),
    );
    route(listStaffWebhookDeliveriesCall, async (request) =>
      webhookDeliveries(deps.db, request.params.webhookId, request.query),
    );
    route(redeliverStaffWebhookCall, async (request) =>
      redeliverWebhook(deps.db, request.params.webhookId, request.params.deliveryId, changeOf(request)),
    );
  };
}
