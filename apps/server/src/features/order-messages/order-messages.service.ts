// The rules of the messages on work orders (issue 41 point 5, decision 116), the same for the three
// surfaces: a conversation per crew line; a vendor reads only what was written with it; a new message
// with its attachments (order documents of the same order and vendor) and its event in one
// transaction; reading marks the conversation read up to its newest message, for vendor users and
// staff members each.
import {
  ORDER_MESSAGES_SHOWN,
  ORDER_MESSAGE_ATTACHMENT_NOT_FOUND,
  WORK_ORDER_NOT_FOUND,
  type OrderConversation,
  type OrderMessage,
  type OrderMessageAuthorKind,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/list-cursor.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import {
  conversationLine,
  documentsOfLine,
  vendorConversationLine,
  insertMessage,
  markStaffRead,
  markUserRead,
  messageById,
  newestMessages,
  staffReadUpTo,
  staffUnreadOn,
  userReadUpTo,
  userUnreadOn,
  type ConversationLine,
  type NewMessageRow,
  type StoredMessage,
} from './order-messages.repository.ts';

export const conversationNotFound = () => new AppError('not_found', WORK_ORDER_NOT_FOUND);

/**
 * The vendor's crew line as the session reaches it: another vendor's, a missing one and (for a
 * technician) one not assigned to the user all answer the same 404.
 */
export async function vendorLine(db: Db, session: VendorSession, ocdId: number): Promise<ConversationLine> {
  const line = await vendorConversationLine(db, session.vendorId, ocdId);
  if (!line) throw conversationNotFound();
  await assertReachesCrewLines(db, session, [ocdId], conversationNotFound);
  return line;
}

/** Any crew line (the company's side); 404 when there is none. */
export async function companyLine(db: Db, ocdId: number): Promise<ConversationLine> {
  const line = await conversationLine(db, ocdId);
  if (!line) throw conversationNotFound();
  return line;
}

/** Who writes: a vendor user, a staff member or an API client, with the name the message keeps. */
export type MessageAuthor =
  | { kind: 'vendor-user'; userId: number; name: string }
  | { kind: 'staff'; staffId: number; name: string; email: string; ip: string }
  | { kind: 'provider'; clientRowId: number | undefined; name: string };

/** A message as the wire shows it (no vendor id, no external ids). */
export const wireMessage = (m: StoredMessage): OrderMessage => ({
  id: m.id,
  ocdId: m.ocdId,
  ordNum: m.ordNum,
  authorKind: m.authorKind,
  authorName: m.authorName,
  body: m.body,
  attachments: m.attachments,
  createdAt: m.createdAt,
});

function actorOf(author: MessageAuthor): EventActor {
  if (author.kind === 'vendor-user') return { kind: 'vendor-user', id: author.userId };
  if (author.kind === 'staff') return { kind: 'staff', id: author.staffId };
  return { kind: 'provider', id: null };
}

function authorColumns(author: MessageAuthor): Omit<NewMessageRow, 'line' | 'body'> {
  const base = { authorKind: author.kind as OrderMessageAuthorKind, authorName: author.name };
  if (author.kind === 'vendor-user') return { ...base, authorUserId: author.userId };
  if (author.kind === 'staff') return { ...base, authorStaffId: author.staffId };
  return author.clientRowId === undefined ? base : { ...base, authorClientId: author.clientRowId };
}

/**
 * Posts a message on the crew line's conversation. The attachments are checked first (400, nothing
 * written); the message, its attachments and its event commit together, and the NOTIFY that carries
 * it to open pages is sent at that commit (migration 0053's trigger).
 */
export async function postMessage(
  db: Db,
  line: ConversationLine,
  author: MessageAuthor,
  input: { body: string; documentIds: readonly number[] },
): Promise<StoredMessage> {
  const found = await documentsOfLine(db, line, input.documentIds);
  if (input.documentIds.some((id) => !found.has(id))) {
    throw new AppError('bad_request', ORDER_MESSAGE_ATTACHMENT_NOT_FOUND, { reason: 'attachment-not-found' });
  }
  const documentIds = [...new Set(input.documentIds)];
  const id = await db.transaction().execute(async (tx) => {
    const messageId = await insertMessage(
      tx,
      { line, body: input.body, ...authorColumns(author) },
      documentIds,
    );
    await recordEvent(tx, {
      type: 'work-order.message-posted',
      vendorId: line.vendorId,
      actor: actorOf(author),
      subject: { ordNum: line.ordNum, ocdId: line.ocdId, messageId },
      data: { authorKind: author.kind, attachments: documentIds.length },
    });
    // the console's changes are in the staff audit log (decision 057): who wrote to which vendor
    if (author.kind === 'staff') {
      await recordStaffAction(tx, {
        actor: { staffId: author.staffId, email: author.email },
        action: 'work-order.message-posted',
        subjectType: 'work-order',
        subjectId: line.ordNum,
        before: null,
        after: { ocdId: line.ocdId, messageId, vendorId: line.vendorId, attachments: documentIds.length },
        vendorId: line.vendorId,
        ip: author.ip,
      });
    }
    return messageId;
  });
  // the author has read their own message and everything before it
  if (author.kind === 'vendor-user') await markUserRead(db, author.userId, line.ocdId, id);
  if (author.kind === 'staff') await markStaffRead(db, author.staffId, line.ocdId, id);
  return (await messageById(db, id))!;
}

/** Who reads: a vendor user (the vendor's messages only) or a staff member (all of the crew line's). */
export type Reader = { kind: 'vendor-user'; userId: number } | { kind: 'staff'; staffId: number };

/**
 * A page of the conversation: without a cursor its newest messages, which it marks read up to the newest
 * for the reader; with one, the page of messages before the cursor's (decision 123: "Show older"), which
 * marks nothing (the newest were marked when the conversation was opened). Each page oldest first; its
 * `nextCursor` is its first message's id, from which the next page reads older ones.
 */
export async function openConversation(
  db: Db,
  line: ConversationLine,
  reader: Reader,
  page: { limit?: number; cursor?: string | undefined } = {},
): Promise<OrderConversation> {
  const limit = page.limit ?? ORDER_MESSAGES_SHOWN;
  const beforeId = decodeCursor(page.cursor);
  const vendorScope = reader.kind === 'vendor-user' ? line.vendorId : null;
  const [rows, readUpTo] = await Promise.all([
    newestMessages(db, line.ocdId, vendorScope, limit + 1, beforeId),
    reader.kind === 'vendor-user'
      ? userReadUpTo(db, reader.userId, line.ocdId)
      : staffReadUpTo(db, reader.staffId, line.ocdId),
  ]);
  const hasEarlier = rows.length > limit;
  const items = hasEarlier ? rows.slice(1) : rows;
  const nextCursor = hasEarlier && items[0] !== undefined ? encodeCursor(items[0].id) : null;
  const otherSide = (m: StoredMessage) =>
    reader.kind === 'vendor-user' ? m.authorKind !== 'vendor-user' : m.authorKind === 'vendor-user';
  const firstUnread = items.find((m) => m.id > readUpTo && otherSide(m));
  const newest = items.at(-1)?.id;
  if (beforeId === undefined && newest !== undefined && newest > readUpTo)
    await markRead(db, line, reader, newest);
  return {
    items: items.map(wireMessage),
    nextCursor,
    hasEarlier,
    firstUnreadId: firstUnread?.id ?? null,
  };
}

/** Marks read up to a message the open page showed; answers what is still unread. */
export async function markRead(
  db: Db,
  line: ConversationLine,
  reader: Reader,
  upTo: number,
): Promise<number> {
  if (reader.kind === 'vendor-user') {
    await markUserRead(db, reader.userId, line.ocdId, upTo);
    return userUnreadOn(db, reader.userId, line);
  }
  await markStaffRead(db, reader.staffId, line.ocdId, upTo);
  return staffUnreadOn(db, reader.staffId, line.ocdId);
}
