// A message on a work order between the vendor and the company (issue 41 point 5, decision 116): one
// conversation per crew line, the shape every surface answers (the vendor's details page, the staff
// console, the provider API and the live stream), the rules of a new message and their texts.
import { z } from 'zod';
import { thousands } from '../messages/common.ts';
import { listCursorSchema } from '../platform/list-page.ts';

/** The longest message, in characters (a long e-mail's body; the composer counts down to it). */
export const ORDER_MESSAGE_MAX_LENGTH = 4000;
/** The most documents one message references. */
export const ORDER_MESSAGE_MAX_ATTACHMENTS = 5;
/**
 * The most messages one read answers: the newest, oldest first (`hasEarlier` says more exist). Older ones
 * are read a page at a time with `cursor=nextCursor` (decision 123).
 */
export const ORDER_MESSAGES_SHOWN = 200;
export const SHOW_OLDER_MESSAGES_LABEL = 'Show older messages';

export const ORDER_MESSAGE_REQUIRED = 'Write a message.';
export const ORDER_MESSAGE_TOO_LONG = `A message is at most ${thousands(ORDER_MESSAGE_MAX_LENGTH)} characters.`;
export const ORDER_MESSAGE_TOO_MANY_ATTACHMENTS = `A message has at most ${ORDER_MESSAGE_MAX_ATTACHMENTS} attachments.`;
export const ORDER_MESSAGE_ATTACHMENT_NOT_FOUND =
  'An attachment is not a document of this work order. Upload it in the Documents section first.';
export const ORDER_MESSAGE_SENT = 'Message sent.';
export const MESSAGES_SECTION_TITLE = 'Messages';

/** who wrote it: a vendor's user, or the company (a staff member in the console, or its systems) */
export const ORDER_MESSAGE_AUTHOR_KINDS = ['vendor-user', 'staff', 'provider'] as const;
export const orderMessageAuthorKindSchema = z.enum(ORDER_MESSAGE_AUTHOR_KINDS);
export type OrderMessageAuthorKind = z.infer<typeof orderMessageAuthorKindSchema>;

/** The side of the conversation an author is on. */
export const sideOfAuthor = (kind: OrderMessageAuthorKind): 'vendor' | 'company' =>
  kind === 'vendor-user' ? 'vendor' : 'company';

export const orderMessageAttachmentSchema = z.object({
  documentId: z.number().int(),
  fileName: z.string(),
  fileExtension: z.string(),
  sizeBytes: z.number().int(),
});
export type OrderMessageAttachment = z.infer<typeof orderMessageAttachmentSchema>;

export const orderMessageSchema = z.object({
  id: z.number().int(),
  /** the crew line (the conversation) and its work order */
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  authorKind: orderMessageAuthorKindSchema,
  /** the author's name as it was when written (an API client's name for the company's systems) */
  authorName: z.string(),
  /** plain text; line breaks kept */
  body: z.string(),
  attachments: z.array(orderMessageAttachmentSchema),
  /** ISO 8601 in UTC */
  createdAt: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** The body of a new message, on every surface. Control characters are refused for every call. */
export const newOrderMessageFields = {
  body: z
    .string({ error: ORDER_MESSAGE_REQUIRED })
    .trim()
    .min(1, ORDER_MESSAGE_REQUIRED)
    .max(ORDER_MESSAGE_MAX_LENGTH, ORDER_MESSAGE_TOO_LONG),
  /** order documents of the same work order and vendor (uploaded through the Documents section) */
  documentIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(ORDER_MESSAGE_MAX_ATTACHMENTS, ORDER_MESSAGE_TOO_MANY_ATTACHMENTS)
    .default([]),
};
export const newOrderMessageBodySchema = z.object(newOrderMessageFields).strict();
export type NewOrderMessageBody = z.input<typeof newOrderMessageBodySchema>;

/**
 * A conversation a page at a time (the one list shape, decision 108; decision 123): the first page is the
 * newest messages; `cursor=nextCursor` reads the page of messages before it. `limit` 1 to 200.
 */
export const orderConversationQuery = z
  .object({
    /** 1 to 200; left out: 200 (a conversation opened as before) */
    limit: z.coerce.number().int().min(1).max(ORDER_MESSAGES_SHOWN).optional(),
    cursor: listCursorSchema,
  })
  .strict();

/** A conversation as its reader opens it: the newest messages, and where the reader had read up to. */
export const orderConversationSchema = z.object({
  /** the page's messages, oldest first */
  items: z.array(orderMessageSchema),
  /** the cursor of the page of older messages; null when these are the oldest */
  nextCursor: z.string().nullable(),
  /** older messages exist than the first of `items` (nextCursor is not null) */
  hasEarlier: z.boolean(),
  /** the first message the reader had not read before this read (null: none); now read */
  firstUnreadId: z.number().int().nullable(),
});
export type OrderConversation = z.infer<typeof orderConversationSchema>;

/** Marks read up to a message the open page has shown (a message that arrived live). */
export const markOrderMessagesReadBodySchema = z
  .object({ lastMessageId: z.number().int().positive().max(2_147_483_647) })
  .strict();
export const markOrderMessagesReadResponse = z.object({ unread: z.number().int() });

/**
 * The live stream of a conversation (server-sent events): `event: message`, `id: <message id>`,
 * `data: <OrderMessage JSON>`; a comment line now and then keeps proxies from closing it. A client
 * reconnects with `Last-Event-ID` (or `?after=<id>` on its first connection: the last message it read)
 * and gets what it missed. `event: end` (data: the reason) closes it for good: the session ended.
 */
export const ORDER_MESSAGES_STREAM_TYPE = 'text/event-stream';
export const orderMessagesStreamQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
