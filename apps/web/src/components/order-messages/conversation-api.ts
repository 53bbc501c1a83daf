// The calls of a conversation on each side (decision 116): the vendor's (/api, by crew line id) and the
// staff console's (/staff/api), behind one shape so that one component draws both.
import {
  getApprovedDocumentsCall,
  getOrderMessagesCall,
  getPendingDocumentsCall,
  markOrderMessagesReadCall,
  orderMessagesStreamCall,
  postOrderMessageCall,
  staffMarkOrderMessagesReadCall,
  staffOrderMessagesCall,
  staffOrderMessagesStreamCall,
  staffPostOrderMessageCall,
  type NewOrderMessageBody,
  type OrderConversation,
  type OrderMessage,
} from '@vp/contracts';
import { call, callForResponse, callKey } from '../../lib/call.ts';
import type { OpenStream } from './live-stream.ts';

export type AttachableDocument = { id: number; fileName: string };

export type ConversationApi = {
  key: readonly unknown[];
  load(signal: AbortSignal): Promise<OrderConversation>;
  /** the page of messages before a page's `nextCursor` ("Show older", decision 123) */
  loadOlder(cursor: string): Promise<OrderConversation>;
  post(body: NewOrderMessageBody): Promise<{ message: OrderMessage }>;
  markRead(lastMessageId: number): Promise<unknown>;
  openStream: OpenStream;
  /** the side the reader is on: their own messages are drawn on the right */
  mySide: 'vendor' | 'company';
  /** the documents a message may reference (none: no Attach) */
  attachable?: () => Promise<AttachableDocument[]>;
};

const STREAM = 'text/event-stream';
const afterOf = (after: number | undefined) => (after === undefined ? {} : { after });

export function vendorConversationApi(ocdId: number, ordNum: number | undefined): ConversationApi {
  const params = { id: ocdId };
  return {
    key: callKey(getOrderMessagesCall, { params, query: {} }),
    load: (signal) => call(getOrderMessagesCall, { params, query: {} }, { signal }),
    loadOlder: (cursor) => call(getOrderMessagesCall, { params, query: { cursor } }),
    post: (body) => call(postOrderMessageCall, { params, body }),
    markRead: (lastMessageId) => call(markOrderMessagesReadCall, { params, body: { lastMessageId } }),
    openStream: (after, signal) =>
      callForResponse(orderMessagesStreamCall, { params, query: afterOf(after) }, { signal, accept: STREAM }),
    mySide: 'vendor',
    ...(ordNum === undefined
      ? {}
      : {
          // the order's documents, as the Documents section lists them (uploaded there, verified)
          attachable: async () => {
            const [approved, pending] = await Promise.all([
              call(getApprovedDocumentsCall, { params: { ordNum } }),
              call(getPendingDocumentsCall, { params: { ordNum } }),
            ]);
            return [...pending.unapprovedDocuments, ...approved.vendorDocuments]
              .filter((d) => d.status !== 'rejected')
              .map((d) => ({ id: d.id, fileName: d.fileName }));
          },
        }),
  };
}

/**
 * The console's side. `attachable`: the order's documents of the crew line's vendor the staff member may
 * reference (uploaded by the vendor through the verified upload, decision 123); none: no Attach.
 */
export function staffConversationApi(
  ocdId: number,
  attachable?: () => Promise<AttachableDocument[]>,
): ConversationApi {
  const params = { ocdId };
  return {
    key: callKey(staffOrderMessagesCall, { params, query: {} }),
    load: (signal) => call(staffOrderMessagesCall, { params, query: {} }, { signal }),
    loadOlder: (cursor) => call(staffOrderMessagesCall, { params, query: { cursor } }),
    post: (body) => call(staffPostOrderMessageCall, { params, body }),
    markRead: (lastMessageId) => call(staffMarkOrderMessagesReadCall, { params, body: { lastMessageId } }),
    openStream: (after, signal) =>
      callForResponse(
        staffOrderMessagesStreamCall,
        { params, query: afterOf(after) },
        { signal, accept: STREAM },
      ),
    mySide: 'company',
    ...(attachable === undefined ? {} : { attachable }),
  };
}
