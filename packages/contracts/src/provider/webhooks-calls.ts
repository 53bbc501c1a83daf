// Webhook subscriptions of the provider API (issue 17 point 4, decision 056): the company's URLs that
// receive the events of the feed, signed per the Standard Webhooks specification, retried with
// backoff for about three days, with a delivery log and manual redelivery. A subscription belongs to
// the API client that created it; another client never sees it.
import { z } from 'zod';
import { EVENT_TYPES, eventTypeSchema } from '../events/event-types.ts';
import { providerEventSchema } from './events-calls.ts';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import { PROVIDER_LIST_MAX_LIMIT, PROVIDER_LIST_RULES, PROVIDER_ONE_RULES } from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

/** A Standard Webhooks secret: 'whsec_' and the base64 of 24 to 64 random bytes. */
export const webhookSecretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, "a secret is 'whsec_' and the base64 of 24 to 64 bytes");

export const webhookEventTypesSchema = z.array(eventTypeSchema).min(1).max(200).nullable();

const webhookFields = {
  /** where the events are POSTed: https (http and private addresses only where the portal allows it) */
  url: z.string().min(1).max(2000),
  /** the event types sent; null or absent: every type, also those added later */
  eventTypes: webhookEventTypesSchema.optional(),
  description: z.string().max(500).optional(),
};

export const createWebhookBodySchema = z
  .object({
    ...webhookFields,
    /** your own secret; absent: the portal makes one and shows it in this answer only */
    secret: webhookSecretSchema.optional(),
  })
  .strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const putWebhookBodySchema = z
  .object({
    ...webhookFields,
    /** false pauses it; true enables it again after it was disabled for failing */
    enabled: z.boolean().optional(),
    /** a new secret (rotation); absent: the secret stays */
    secret: webhookSecretSchema.optional(),
  })
  .strict();
export type PutWebhookBody = z.infer<typeof putWebhookBodySchema>;

/** The type of the test message a webhook can be sent (testWebhook); no event of the feed has it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** The test message's event: its subject names the webhook; it has no vendor and no data. */
/** What a delivery carries: an event type of the catalogue, or the test message's. */
export const webhookMessageTypeSchema = z.enum([...EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE]);

export const webhookTestEventSchema = providerEventSchema.extend({
  type: z.literal(WEBHOOK_TEST_EVENT_TYPE),
  vendor: z.null(),
  subject: z.object({ webhookId: z.uuid() }),
  data: z.object({}),
});

/** The Standard Webhooks envelope a webhook is POSTed: the event's type and time, the event in data. */
export function webhookMessageSchemaOf<T extends z.ZodObject<{ type: z.ZodLiteral<string> }>>(event: T) {
  return z.object({
    type: event.shape.type,
    /** the event's occurredAt */
    timestamp: z.string(),
    data: event,
  });
}

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  eventTypes: z.array(eventTypeSchema).nullable(),
  description: z.string(),
  enabled: z.boolean(),
  /** when it was disabled for failing, and why; null while enabled or paused by you */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /**
   * when its deliveries were suspended after failing many times in a row, and why; null while they
   * flow. Meanwhile its events are still recorded as pending deliveries, untried, except the one whose
   * failure suspended it, tried on its retry schedule; a success, a redelivery, a test message or a PUT
   * that leaves it enabled resumes it
   */
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = webhookSchema.extend({
  /**
   * the signing secret, shown in this answer only: absent from a replay of the create (the same
   * Idempotency-Key), as the secret is not kept with the key's stored answer
   */
  secret: z.string().optional(),
});

export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  succeeded: z.boolean(),
  /** the receiver's HTTP status; null when none came (time-out, refused connection) */
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
  /** the first few hundred characters of the receiver's answer */
  responseExcerpt: z.string().nullable(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** the event's id (the webhook-id header) */
  eventId: z.uuid(),
  eventType: webhookMessageTypeSchema,
  /**
   * pending: tried again at nextAttemptAt (null: waits for its suspended webhook to resume); failed: the
   * retries ran out (or the webhook was disabled)
   */
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** every try, oldest first */
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const WEBHOOKS = `${PROVIDER_API_PREFIX}/webhooks`;
const webhookParams = z.object({ id: z.uuid() });
const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.coerce.number().int().positive() });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROVIDER_LIST_MAX_LIMIT).default(100),
  cursor: z.string().min(1).max(200).optional(),
});
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** The provider API's `webhooks`: its OpenAPI tag and the names of its shapes there. */
export const providerWebhooksResource = defineProviderResource({
  tag: 'webhooks',
  description: 'Subscriptions that POST the events to your URLs, with their delivery logs.',
  schemas: {
    Webhook: webhookSchema,
    CreatedWebhook: createdWebhookSchema,
    WebhookDelivery: webhookDeliverySchema,
    WebhookAttempt: webhookAttemptSchema,
    WebhookTestEvent: webhookTestEventSchema,
    WebhookCreateInput: createWebhookBodySchema,
    WebhookUpdateInput: putWebhookBodySchema,
    WebhookDeliveryStatus: webhookDeliveryStatusSchema,
    WebhookMessageType: webhookMessageTypeSchema,
  },
});

export const createWebhookCall = defineProviderCall({
  id: 'createWebhook',
  method: 'POST',
  path: WEBHOOKS,
  resource: providerWebhooksResource,
  body: createWebhookBodySchema,
  response: createdWebhookSchema,
  status: 201,
  access: allow.provider('webhooks:write'),
  summary: 'Subscribes a URL to events (201); the answer shows the signing secret once.',
  description:
    'Each event is POSTed as JSON {type, timestamp, data: the event as the feed lists it}, signed per the ' +
    'Standard Webhooks specification (headers webhook-id = the event id, webhook-timestamp, ' +
    'webhook-signature; verify with the standardwebhooks libraries and the secret). A 2xx answer within 10 s ' +
    'is a delivery; anything else is tried again with growing waits for about three days, then the webhook is ' +
    "disabled and the client's contact is e-mailed. An event may come more than once and in any order: " +
    'dedupe by webhook-id. At most 4 deliveries to one webhook are in flight at once; after 5 failed tries ' +
    '(the default) in a row its deliveries are suspended (suspendedAt) until one succeeds, or a redelivery or test ' +
    'message resumes it. A replay of this create (the same Idempotency-Key and body) answers the same ' +
    'webhook without its secret: the secret is not stored with the key.',
  etag: true,
  notReplayed: ['secret'],
});

export const listWebhooksCall = defineProviderCall({
  id: 'listWebhooks',
  method: 'GET',
  path: WEBHOOKS,
  resource: providerWebhooksResource,
  query: pageQuery,
  response: pageOf(webhookSchema),
  access: allow.provider('webhooks:read'),
  summary: "The calling client's webhooks, a page at a time.",
  description: PROVIDER_LIST_RULES + "Another client's webhooks are never listed.",
});

export const getWebhookCall = defineProviderCall({
  id: 'getWebhook',
  method: 'GET',
  path: `${WEBHOOKS}/:id`,
  resource: providerWebhooksResource,
  params: webhookParams,
  response: webhookSchema,
  access: allow.provider('webhooks:read'),
  summary: 'One webhook of the calling client (404 for any other).',
  etag: true,
  description: PROVIDER_ONE_RULES + 'disabledAt and suspendedAt say whether its deliveries flow.',
});

export const putWebhookCall = defineProviderCall({
  id: 'putWebhook',
  method: 'PUT',
  path: `${WEBHOOKS}/:id`,
  resource: providerWebhooksResource,
  params: webhookParams,
  body: putWebhookBodySchema,
  response: webhookSchema,
  access: allow.provider('webhooks:write'),
  summary: 'Replaces a webhook’s URL, event types, description and enabled flag (If-Match: 412 if stale).',
  description:
    'Fields left out take their defaults (every event type, no description, enabled). enabled true brings a ' +
    'webhook disabled for failing back; the deliveries that failed meanwhile are not resent (redeliver them, ' +
    'or read the feed).',
  etag: true,
});

export const deleteWebhookCall = defineProviderCall({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: `${WEBHOOKS}/:id`,
  resource: providerWebhooksResource,
  params: webhookParams,
  status: 204,
  access: allow.provider('webhooks:write'),
  summary: 'Deletes a webhook and its delivery log (If-Match: 412 if stale).',
  description:
    'Nothing more is sent to its URL; its pending deliveries end with it. Answers 204 without a body.',
});

export const listWebhookDeliveriesCall = defineProviderCall({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: `${WEBHOOKS}/:id/deliveries`,
  resource: providerWebhooksResource,
  params: webhookParams,
  query: pageQuery,
  response: pageOf(webhookDeliverySchema),
  access: allow.provider('webhooks:read'),
  summary:
    'The delivery log of a webhook, newest first, each try with its status, response code and latency.',
  description:
    PROVIDER_LIST_RULES +
    'Each delivery lists every try, oldest first; redeliver one with redeliverWebhookDelivery.',
});

export const redeliverWebhookCall = defineProviderCall({
  id: 'redeliverWebhookDelivery',
  method: 'POST',
  path: `${WEBHOOKS}/:id/deliveries/:deliveryId/redeliver`,
  resource: providerWebhooksResource,
  params: deliveryParams,
  response: webhookDeliverySchema,
  status: 202,
  access: allow.provider('webhooks:write'),
  summary:
    'Sends a delivery again now (202), with a fresh retry schedule; 409 while the webhook is disabled.',
  description: 'A suspended webhook resumes: its deliveries that waited are sent again too.',
});

export const testWebhookCall = defineProviderCall({
  id: 'testWebhook',
  method: 'POST',
  path: `${WEBHOOKS}/:id/test`,
  resource: providerWebhooksResource,
  params: webhookParams,
  response: webhookDeliverySchema,
  status: 202,
  access: allow.provider('webhooks:write'),
  summary: "Sends a test message of type 'webhook.test' to the webhook now (202); tried once, logged.",
  description:
    'Works on a disabled webhook too, to check a receiver before enabling it again. A failed test does not ' +
    'count towards disabling or suspending. A suspended (enabled) webhook resumes: its deliveries that ' +
    'waited are sent again.',
});
