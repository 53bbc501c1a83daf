// The vendor's side of the messages on a work order (issue 41 point 5, decision 116): the conversation
// of one of the vendor's crew lines (the details page's id), a new message, marking read, the live
// stream, and the unread counts the work-order pages and the dashboard show. Anyone who may see work
// orders reads and writes them; a technician only on the crew lines assigned to them (404 otherwise,
// as another vendor's).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { ocdIdParams } from '../work-order-details/ids.ts';
import {
  ORDER_MESSAGES_STREAM_TYPE,
  markOrderMessagesReadBodySchema,
  markOrderMessagesReadResponse,
  newOrderMessageBodySchema,
  orderConversationQuery,
  orderConversationSchema,
  orderMessageSchema,
  orderMessagesStreamQuery,
} from './order-message.ts';

export const getOrderMessagesCall = defineCall({
  id: 'get-order-messages',
  method: 'GET',
  path: '/api/order-messages/:id',
  params: ocdIdParams,
  query: orderConversationQuery,
  response: orderConversationSchema,
  access: allow.vendor('work-orders'),
  summary:
    "A crew line's conversation with the company, newest 200 oldest first (older ones by cursor); marks it read",
});

export const postOrderMessageCall = defineCall({
  id: 'post-order-message',
  method: 'POST',
  path: '/api/order-messages/:id',
  params: ocdIdParams,
  body: newOrderMessageBodySchema,
  response: z.object({ message: orderMessageSchema }),
  access: allow.vendor('work-orders'),
  summary: "Sends the signed-in user's message to the company on a crew line",
});

export const markOrderMessagesReadCall = defineCall({
  id: 'mark-order-messages-read',
  method: 'POST',
  path: '/api/order-messages/:id/read',
  params: ocdIdParams,
  body: markOrderMessagesReadBodySchema,
  response: markOrderMessagesReadResponse,
  access: allow.vendor('work-orders'),
  summary: 'Marks the conversation read up to a message the open page showed',
});

export const orderMessagesStreamCall = defineCall({
  id: 'order-messages-stream',
  method: 'GET',
  path: '/api/order-messages/:id/stream',
  params: ocdIdParams,
  query: orderMessagesStreamQuery,
  produces: ORDER_MESSAGES_STREAM_TYPE,
  access: allow.vendor('work-orders'),
  summary: "A crew line's new messages as they are posted (server-sent events)",
});

export const unreadOrderMessagesResponse = z.object({
  /** messages from the company the user has not read, on every crew line the user reaches */
  total: z.number().int(),
  /** the crew lines with unread messages, most unread first (at most 500) */
  crewLines: z.array(
    z.object({ ocdId: z.number().int(), ordNum: z.number().int(), unread: z.number().int() }),
  ),
});
export type UnreadOrderMessages = z.infer<typeof unreadOrderMessagesResponse>;

export const unreadOrderMessagesCall = defineCall({
  id: 'unread-order-messages',
  method: 'GET',
  path: '/api/order-messages-unread',
  response: unreadOrderMessagesResponse,
  access: allow.vendor('work-orders'),
  summary: "The company's messages the signed-in user has not read, in all and by crew line",
});
