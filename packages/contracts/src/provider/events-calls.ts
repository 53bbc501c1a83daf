// The events feed of the provider API (issue 17 point 4, decisions 049 and 056): every change that
// matters to the company, in the order a cursor can follow without ever skipping one. The webhooks
// (webhooks-calls.ts) send the same event objects.
import { z } from 'zod';
import { eventActorKindSchema, eventCatalogue, type EventType } from '../events/event-types.ts';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import { PROVIDER_LIST_MAX_LIMIT } from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

/** One event as the feed lists it and a webhook carries it (in the message's `data`). */
export const providerEventSchema = z.object({
  /** the event's id: the same in the feed and in every webhook (header webhook-id); dedupe by it */
  id: z.uuid(),
  /** a type of the event catalogue ('work-order.note-added', ...) */
  type: z.string(),
  /** when the change was made (ISO 8601) */
  occurredAt: z.string(),
  /** the vendor the change concerns; null for a change concerning no one vendor */
  vendor: z
    .object({
      /** the portal's id of the vendor (as GET /provider/v1/vendors lists it) */
      id: z.number().int(),
      /** the portal's vendor number */
      vendorNum: z.number().int(),
      /** the company's own id of the vendor (null: a vendor the company has not keyed) */
      externalId: z.string().nullable(),
    })
    .nullable(),
  /** who made the change: a vendor's user, the company's system, its staff or the portal itself */
  actor: z.object({ kind: eventActorKindSchema, id: z.number().int().nullable() }),
  /** the ids concerned; the shape per type is in the event catalogue */
  subject: z.record(z.string(), z.unknown()),
  /** the changed values; the shape per type is in the event catalogue */
  data: z.record(z.string(), z.unknown()),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/**
 * The event of one type with its subject and data as the catalogue has them: what the OpenAPI document
 * names per type (its `Event` is the union of these, its `webhooks` send them). The feed's answer
 * schema above stays the envelope: a page is not checked against 40 variants on its way out.
 */
export function providerEventOfType<T extends EventType>(type: T) {
  return providerEventSchema.extend({
    type: z.literal(type),
    subject: eventCatalogue[type].subject,
    data: eventCatalogue[type].data,
  });
}

export const listEventsQuerySchema = z.object({
  /** the nextCursor of the page before; none: from the first event */
  after: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PROVIDER_LIST_MAX_LIMIT).default(100),
  /** only these types, comma-separated ('document.uploaded,visit.scheduled') */
  types: z.string().min(1).max(2000).optional(),
});

export const eventsPageSchema = z.object({
  items: z.array(providerEventSchema),
  /** where the next call starts (after=nextCursor); given also when the page is empty */
  nextCursor: z.string(),
  /** true: more events are ready now; false: the feed is caught up, poll again later */
  hasMore: z.boolean(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

/** The provider API's `events`: its OpenAPI tag and the names of its shapes there. */
export const providerEventsResource = defineProviderResource({
  tag: 'events',
  description: 'The events feed: every change that matters, in order.',
  schemas: {
    EventsPage: eventsPageSchema,
  },
});

export const listEventsCall = defineProviderCall({
  id: 'listEvents',
  method: 'GET',
  path: `${PROVIDER_API_PREFIX}/events`,
  resource: providerEventsResource,
  query: listEventsQuerySchema,
  response: eventsPageSchema,
  access: allow.provider('events:read'),
  summary: 'The events feed: every change that matters to the company, in order, a page at a time.',
  description:
    'Call with after=nextCursor of the previous answer; while hasMore is true, call again at once; when it ' +
    'is false, the feed is caught up: keep nextCursor and poll again later. An event appears once its ' +
    'transaction and every older one still running have ended, so a cursor never passes an event that ' +
    'appears later; each event has an id (uuid) to dedupe by, the same in the webhooks. types filters by ' +
    'event type (comma-separated); an unknown type is 400.',
});
