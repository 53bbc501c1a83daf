// The vendor's messages on work orders (/api, decision 116). The scope's guard has checked the session
// and the permission before the body is read; each route then checks the user reaches the crew line.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  getOrderMessagesCall,
  markOrderMessagesReadCall,
  orderMessagesStreamCall,
  postOrderMessageCall,
  unreadOrderMessagesCall,
  vendorMay,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import type { LiveMessages } from './live-messages.ts';
import { streamConversation } from './message-stream.ts';
import { userNameOf, userUnreadByLine } from './order-messages.repository.ts';
import {
  markRead,
  openConversation,
  postMessage,
  vendorLine,
  wireMessage,
} from './order-messages.service.ts';

export type OrderMessagesRouteDeps = {
  db: Db;
  live: LiveMessages;
  /** the /api scope's session check, asked again while a stream is open */
  requireSession: preHandlerAsyncHookHandler;
};

export function orderMessagesRoutes(deps: OrderMessagesRouteDeps) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = callRouter(app);

    route(getOrderMessagesCall, async (request) => {
      const session = sessionOf(request);
      const line = await vendorLine(db, session, request.params.id);
      return openConversation(db, line, { kind: 'vendor-user', userId: session.userId }, request.query);
    });
    route(postOrderMessageCall, async (request) => {
      const session = sessionOf(request);
      const line = await vendorLine(db, session, request.params.id);
      const name = await userNameOf(db, session.userId);
      const message = await postMessage(
        db,
        line,
        { kind: 'vendor-user', userId: session.userId, name },
        request.body,
      );
      return { message: wireMessage(message) };
    });
    route(markOrderMessagesReadCall, async (request) => {
      const session = sessionOf(request);
      const line = await vendorLine(db, session, request.params.id);
      const reader = { kind: 'vendor-user', userId: session.userId } as const;
      return { unread: await markRead(db, line, reader, request.body.lastMessageId) };
    });
    route(unreadOrderMessagesCall, async (request) => {
      const session = sessionOf(request);
      const crewLines = await userUnreadByLine(db, session.vendorId, session.userId, assignedOnly(session));
      return { total: crewLines.reduce((sum, line) => sum + line.unread, 0), crewLines };
    });
    route(orderMessagesStreamCall, async (request, reply) => {
      const session = sessionOf(request);
      const line = await vendorLine(db, session, request.params.id);
      await streamConversation(deps, request, reply, {
        line,
        vendorScope: session.vendorId,
        after: request.query.after,
        // the same check as the guard's, on the stream's own token: a session logged out, revoked,
        // a user disabled or moved, a role that no longer grants the permission, or an expired token
        stillSignedIn: async () => {
          const probe = { headers: request.headers, session: null } as unknown as FastifyRequest;
          try {
            await deps.requireSession.call(app, probe, reply);
          } catch {
            return false;
          }
          return probe.session !== null && vendorMay(probe.session.permissions, orderMessagesStreamCall);
        },
      });
    });
  };
}
