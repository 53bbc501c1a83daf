// The company's side in the staff console (issue 41 point 5, decision 116): the conversations of a
// work order (one per crew line, with what the staff member has not read), one conversation, a reply,
// marking read and the live stream. Every staff role reads; the roles that work with vendors write.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
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

const id = z.coerce.number().int().positive().max(2_147_483_647);
const crewLineParams = z.object({ ocdId: id });

export const staffConversationSchema = z.object({
  ocdId: z.number().int(),
  crewId: z.number().int(),
  /** the crew line's vendor: the order's documents of this vendor may be attached (decision 123) */
  vendorId: z.number().int(),
  vendorName: z.string(),
  messages: z.number().int(),
  /** the vendor's messages this staff member has not read */
  unread: z.number().int(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const staffOrderConversationsCall = defineCall({
  id: 'staff-order-conversations',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum/conversations',
  params: z.object({ ordNum: id }),
  response: z.object({ items: z.array(staffConversationSchema) }),
  access: allow.anyStaff,
  summary: "A work order's conversations, one per crew line, with the unread counts",
});

export const staffOrderMessagesCall = defineCall({
  id: 'staff-order-messages',
  method: 'GET',
  path: '/staff/api/crew-lines/:ocdId/messages',
  params: crewLineParams,
  query: orderConversationQuery,
  response: orderConversationSchema,
  access: allow.anyStaff,
  summary: "A crew line's conversation with its vendor; marks it read for the staff member",
});

export const staffPostOrderMessageCall = defineCall({
  id: 'staff-post-order-message',
  method: 'POST',
  path: '/staff/api/crew-lines/:ocdId/messages',
  params: crewLineParams,
  body: newOrderMessageBodySchema,
  response: z.object({ message: orderMessageSchema }),
  access: allow.staff('vendor_manager', 'accounts_payable'),
  summary: "Sends the staff member's message to the crew line's vendor",
});

export const staffMarkOrderMessagesReadCall = defineCall({
  id: 'staff-mark-order-messages-read',
  method: 'POST',
  path: '/staff/api/crew-lines/:ocdId/messages/read',
  params: crewLineParams,
  body: markOrderMessagesReadBodySchema,
  response: markOrderMessagesReadResponse,
  access: allow.anyStaff,
  summary: 'Marks the conversation read up to a message the open page showed',
});

export const staffOrderMessagesStreamCall = defineCall({
  id: 'staff-order-messages-stream',
  method: 'GET',
  path: '/staff/api/crew-lines/:ocdId/messages/stream',
  params: crewLineParams,
  query: orderMessagesStreamQuery,
  produces: ORDER_MESSAGES_STREAM_TYPE,
  access: allow.anyStaff,
  summary: "A crew line's new messages as they are posted (server-sent events)",
});
