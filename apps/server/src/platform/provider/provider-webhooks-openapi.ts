// The events and webhooks of the provider API's OpenAPI document (issue 38 point 12, decision 102):
// each event type of the catalogue as a named schema with its typed subject and data, `Event` as
// their union (what the feed lists), and OpenAPI 3.1's `webhooks`: what the portal POSTs to a
// subscribed URL for each type, signed per Standard Webhooks, plus the test message.
import {
  EVENT_TYPES,
  providerEventOfType,
  WEBHOOK_TEST_EVENT_TYPE,
  webhookMessageSchemaOf,
  webhookTestEventSchema,
  type EventType,
} from '@vp/contracts';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** 'work-order.note-added' -> 'WorkOrderNoteAddedEvent' */
export const eventSchemaName = (type: string): string =>
  type
    .split(/[.-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') + 'Event';

const typedEvents = EVENT_TYPES.map((type) => ({ type, schema: providerEventOfType(type) }));

/** The typed events with their names, for the schema registry. */
export function typedEventNames(): [z.ZodType, string][] {
  return typedEvents.map(({ type, schema }) => [schema, eventSchemaName(type)]);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `Event`: one of the typed events, told apart by `type`. */
export function eventUnionSchema(): JsonSchema {
  return {
    description: 'An event of the catalogue; subject and data have the shape of its type.',
    oneOf: EVENT_TYPES.map((type) => ref(eventSchemaName(type))),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(
        EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaName(type)}`]),
      ),
    },
  };
}

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: "The event's id: the same on every try and in the feed; dedupe by it.",
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this try was sent, in seconds since 1970; refuse old ones against replays.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the secret: verify it with a Standard ' +
      'Webhooks library before trusting the body.',
    schema: { type: 'string' },
  },
];

function webhookOperation(
  type: string,
  message: JsonSchema,
  about: string,
): Record<string, Record<string, unknown>> {
  return {
    post: {
      operationId: `on${eventSchemaName(type).replace(/Event$/, '')}`,
      summary: `The ${type} message.`,
      description:
        `${about} POSTed as JSON to each webhook subscribed to it (or to every type), signed per the ` +
        'Standard Webhooks specification. A 2xx answer within 10 s is a delivery; anything else is tried ' +
        'again with growing waits for about three days.',
      tags: ['webhooks'],
      parameters: SIGNATURE_HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: message } } },
      responses: {
        '200': { description: 'Received; any 2xx answer is a delivery.' },
      },
    },
  };
}

/**
 * The document's `webhooks`: per event type, the Standard Webhooks envelope around the event as the
 * feed lists it. `schemaOf` converts a zod schema into the document (named parts as `$ref`s).
 */
export function providerWebhooks(
  schemaOf: (schema: z.ZodType) => JsonSchema,
): Record<string, Record<string, Record<string, unknown>>> {
  const webhooks: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const { type, schema } of typedEvents) {
    webhooks[type] = webhookOperation(
      type,
      schemaOf(webhookMessageSchemaOf(schema)),
      `The event ${type as EventType}, in data as the feed lists it.`,
    );
  }
  webhooks[WEBHOOK_TEST_EVENT_TYPE] = webhookOperation(
    WEBHOOK_TEST_EVENT_TYPE,
    schemaOf(webhookMessageSchemaOf(webhookTestEventSchema)),
    'The test message sent by testWebhook (no event of the feed).',
  );
  return webhooks;
}
