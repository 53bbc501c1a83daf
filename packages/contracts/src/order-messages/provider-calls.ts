// Messages through the provider API (issue 41 point 5, decision 116): the company's systems list the
// messages of a work order (every crew line's, or one's) and post one to a crew line's vendor. Scopes
// messages:read and messages:write; each message posted, by either side, is the event
// work-order.message-posted.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineProviderCall, defineProviderResource } from '../provider/provider-call.ts';
import { PROVIDER_API_PREFIX } from '../provider/provider-calls.ts';
import {
  PROVIDER_LIST_RULES,
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from '../provider/provider-shapes.ts';
import {
  newOrderMessageFields,
  orderMessageAttachmentSchema,
  orderMessageAuthorKindSchema,
  orderMessageSchema,
} from './order-message.ts';

export const providerOrderMessageSchema = orderMessageSchema.extend({
  /** the crew line's external id (null: a crew line made without one) */
  crewLine: z.string().nullable(),
  /** the vendor's external id */
  vendor: z.string().nullable(),
});
export type ProviderOrderMessage = z.infer<typeof providerOrderMessageSchema>;

export const providerMessagesOrderSchema = z.enum(['oldest-first', 'newest-first']);

export const providerNewOrderMessageSchema = z
  .object({
    /** the crew line (its external id) whose vendor the message is for */
    crewLine: externalIdSchema,
    ...newOrderMessageFields,
  })
  .strict();

export const providerOrderMessagesResource = defineProviderResource({
  tag: 'work-order-messages',
  description: "Messages between the company and a work order's vendors, one conversation per crew line.",
  schemas: {
    OrderMessage: providerOrderMessageSchema,
    OrderMessageInput: providerNewOrderMessageSchema,
    OrderMessageAttachment: orderMessageAttachmentSchema,
    OrderMessageAuthorKind: orderMessageAuthorKindSchema,
    OrderMessagesOrder: providerMessagesOrderSchema,
  },
});

const MESSAGES = `${PROVIDER_API_PREFIX}/work-orders/:externalId/messages`;

export const listWorkOrderMessagesCall = defineProviderCall({
  id: 'listWorkOrderMessages',
  method: 'GET',
  path: MESSAGES,
  resource: providerOrderMessagesResource,
  params: externalIdParamsSchema,
  query: providerListQuerySchema.extend({
    crewLine: externalIdSchema.optional(),
    /** oldest-first (when left out): each next page newer; newest-first: each next page older (decision 123) */
    order: providerMessagesOrderSchema.optional(),
  }),
  response: providerPageSchema(providerOrderMessageSchema),
  access: allow.provider('messages:read'),
  summary: "A work order's messages, oldest first (or newest first), a page at a time.",
  description:
    PROVIDER_LIST_RULES +
    "With crewLine, only that crew line's conversation; with updated_since, only messages posted since then. " +
    'With order=newest-first the newest come first and each next page holds older ones, as a conversation ' +
    'shows its newest and then older ones. ' +
    'An unknown work order is 404.',
});

export const postWorkOrderMessageCall = defineProviderCall({
  id: 'postWorkOrderMessage',
  method: 'POST',
  path: MESSAGES,
  resource: providerOrderMessagesResource,
  params: externalIdParamsSchema,
  body: providerNewOrderMessageSchema,
  response: providerOrderMessageSchema,
  status: 201,
  access: allow.provider('messages:write'),
  summary: "Posts the company's message to a crew line's vendor (201).",
  description:
    "The message shows on the vendor's open work order page at once and counts as unread for its users. " +
    'documentIds name order documents of that work order and vendor. An unknown work order is 404, a crew ' +
    'line not on it 400. Send an Idempotency-Key: a retry with it posts nothing twice. Records ' +
    'work-order.message-posted.',
});
