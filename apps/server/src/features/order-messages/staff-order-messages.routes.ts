// The company's messages in the staff console (/staff/api, decision 116): a work order's conversations,
// one conversation, a reply (with its staff audit row), marking read and the live stream. The scope's
// guard has checked the staff session and role before the body is read.
import type { FastifyInstance } from 'fastify';
import {
  staffMarkOrderMessagesReadCall,
  staffOrderConversationsCall,
  staffOrderMessagesCall,
  staffOrderMessagesStreamCall,
  staffPostOrderMessageCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffOf, staffRouter } from '../../platform/staff/staff-api.ts';
import type { LiveMessages } from './live-messages.ts';
import { streamConversation } from './message-stream.ts';
import { orderExists, staffConversations, staffSessionStillOpen } from './order-messages.repository.ts';
import {
  companyLine,
  conversationNotFound,
  markRead,
  openConversation,
  postMessage,
  wireMessage,
} from './order-messages.service.ts';

export function staffOrderMessagesRoutes(deps: { db: Db; live: LiveMessages; idleTimeoutSeconds: number }) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = staffRouter(app);

    route(staffOrderConversationsCall, async (request) => {
      if (!(await orderExists(db, request.params.ordNum))) throw conversationNotFound();
      return { items: await staffConversations(db, request.params.ordNum, staffOf(request).staffId) };
    });
    route(staffOrderMessagesCall, async (request) => {
      const line = await companyLine(db, request.params.ocdId);
      const reader = { kind: 'staff', staffId: staffOf(request).staffId } as const;
      return openConversation(db, line, reader, request.query);
    });
    route(staffPostOrderMessageCall, async (request) => {
      const staff = staffOf(request);
      const line = await companyLine(db, request.params.ocdId);
      const author = {
        kind: 'staff',
        staffId: staff.staffId,
        name: staff.name || staff.email,
        email: staff.email,
        ip: request.ip,
      } as const;
      return { message: wireMessage(await postMessage(db, line, author, request.body)) };
    });
    route(staffMarkOrderMessagesReadCall, async (request) => {
      const line = await companyLine(db, request.params.ocdId);
      const reader = { kind: 'staff', staffId: staffOf(request).staffId } as const;
      return { unread: await markRead(db, line, reader, request.body.lastMessageId) };
    });
    route(staffOrderMessagesStreamCall, async (request, reply) => {
      const staff = staffOf(request);
      const line = await companyLine(db, request.params.ocdId);
      await streamConversation(deps, request, reply, {
        line,
        vendorScope: null,
        after: request.query.after,
        // read-only: an open stream does not keep the session from its idle timeout
        stillSignedIn: () =>
          staffSessionStillOpen(db, staff.sessionId, staff.staffId, deps.idleTimeoutSeconds),
      });
    });
  };
}
