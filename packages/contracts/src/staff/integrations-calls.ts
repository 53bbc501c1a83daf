// The staff console's Integrations screen (issue 18 point 2, decision 063): the provider API's clients
// (decision 047) and their webhook subscriptions (decision 056), worked by Administrators only (reads
// too: a client's scopes and a webhook's URL tell how the company's systems are wired). The same
// services as the admin CLI and /provider/v1; a secret is in the answer of create and rotate only.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { providerScopeSchema } from '../provider/scopes.ts';
import { webhookDeliverySchema, webhookEventTypesSchema, webhookSchema } from '../provider/webhooks-calls.ts';
import { allow } from '../platform/access.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

const INTEGRATIONS = '/staff/api/integrations';

export const apiClientViewSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiClientView = z.infer<typeof apiClientViewSchema>;

export const createApiClientRequest = z.object({
  name: z.string().trim().min(1, 'Give the client a name.').max(200),
  scopes: z.array(providerScopeSchema).min(1, 'Choose at least one scope.').max(50),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .email('Give an e-mail address, or leave it empty.')
    .max(320)
    .optional(),
});

/** A client with its secret: the one answer that shows it (create, rotate). */
export const apiClientWithSecretSchema = z.object({
  client: apiClientViewSchema,
  /** shown this once; only its hash is kept */
  secret: z.string(),
  /** where the client system gets its tokens (client credentials) */
  tokenUrl: z.string(),
});

export const apiClientParams = z.object({ clientId: z.string().min(1).max(100) });

export const staffWebhookSchema = webhookSchema.extend({
  clientId: z.string(),
  clientName: z.string(),
});
export type StaffWebhook = z.infer<typeof staffWebhookSchema>;

export const staffCreateWebhookRequest = z
  .object({
    clientId: z.string().min(1).max(100),
    url: z.string().trim().min(1, 'Give the URL the events are sent to.').max(2000),
    eventTypes: webhookEventTypesSchema.optional(),
    description: z.string().max(500).optional(),
  })
  .strict();

export const staffWebhookParams = z.object({ webhookId: z.uuid() });
export const staffWebhookDeliveryParams = z.object({
  webhookId: z.uuid(),
  deliveryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const listApiClientsCall = defineCall({
  id: 'staff-integrations-clients',
  method: 'GET',
  path: `${INTEGRATIONS}/clients`,
  response: z.object({ clients: z.array(apiClientViewSchema) }),
  access: allow.staff('administrator'),
  summary: 'The API clients of the provider API, with scopes and last use (Administrators)',
});

export const createApiClientCall = defineCall({
  id: 'staff-integrations-client-create',
  method: 'POST',
  path: `${INTEGRATIONS}/clients`,
  body: createApiClientRequest,
  response: apiClientWithSecretSchema,
  access: allow.staff('administrator'),
  summary: 'Creates an API client; its secret is in this answer only (Administrators)',
  notReplayed: ['secret'],
});

export const rotateApiClientSecretCall = defineCall({
  id: 'staff-integrations-client-rotate',
  method: 'POST',
  path: `${INTEGRATIONS}/clients/:clientId/rotate-secret`,
  params: apiClientParams,
  response: apiClientWithSecretSchema,
  access: allow.staff('administrator'),
  summary: 'Gives an API client a new secret (in this answer only); the old one gets no more tokens',
  notReplayed: ['secret'],
});

export const revokeApiClientCall = defineCall({
  id: 'staff-integrations-client-revoke',
  method: 'POST',
  path: `${INTEGRATIONS}/clients/:clientId/revoke`,
  params: apiClientParams,
  response: apiClientViewSchema,
  access: allow.staff('administrator'),
  summary: 'Revokes an API client: its tokens stop working at once (Administrators)',
});

export const listStaffWebhooksCall = defineCall({
  id: 'staff-integrations-webhooks',
  method: 'GET',
  path: `${INTEGRATIONS}/webhooks`,
  response: z.object({ webhooks: z.array(staffWebhookSchema) }),
  access: allow.staff('administrator'),
  summary: "Every API client's webhook subscriptions (Administrators)",
});

export const createStaffWebhookCall = defineCall({
  id: 'staff-integrations-webhook-create',
  method: 'POST',
  path: `${INTEGRATIONS}/webhooks`,
  body: staffCreateWebhookRequest,
  response: staffWebhookSchema.extend({ secret: z.string() }),
  access: allow.staff('administrator'),
  summary: 'Creates a webhook subscription for an API client; its signing secret is in this answer only',
  notReplayed: ['secret'],
});

export const setStaffWebhookEnabledCall = defineCall({
  id: 'staff-integrations-webhook-enabled',
  method: 'POST',
  path: `${INTEGRATIONS}/webhooks/:webhookId/enabled`,
  params: staffWebhookParams,
  body: z.object({ enabled: z.boolean() }).strict(),
  response: staffWebhookSchema,
  access: allow.staff('administrator'),
  summary: 'Disables (pauses) or enables a webhook subscription (Administrators)',
});

export const sendStaffWebhookTestCall = defineCall({
  id: 'staff-integrations-webhook-test',
  method: 'POST',
  path: `${INTEGRATIONS}/webhooks/:webhookId/test`,
  params: staffWebhookParams,
  response: webhookDeliverySchema,
  access: allow.staff('administrator'),
  summary: "Sends a test event ('webhook.test') to a webhook, tried once (Administrators)",
});

export const STAFF_DELIVERIES_MAX_LIMIT = 100;

export const listStaffWebhookDeliveriesCall = defineCall({
  id: 'staff-integrations-webhook-deliveries',
  method: 'GET',
  path: `${INTEGRATIONS}/webhooks/:webhookId/deliveries`,
  params: staffWebhookParams,
  /** newest first: each next page is older */
  query: z.object(listPageQuery(STAFF_DELIVERIES_MAX_LIMIT, 50)).strict(),
  response: listPageSchema(webhookDeliverySchema),
  access: allow.staff('administrator'),
  summary: "A webhook's delivery log, newest first, each with its tries (Administrators)",
});

export const redeliverStaffWebhookCall = defineCall({
  id: 'staff-integrations-webhook-redeliver',
  method: 'POST',
  path: `${INTEGRATIONS}/webhooks/:webhookId/deliveries/:deliveryId/redeliver`,
  params: staffWebhookDeliveryParams,
  response: webhookDeliverySchema,
  access: allow.staff('administrator'),
  summary: 'Sends a delivery again now, with a fresh retry schedule (Administrators)',
});
