// A conversation's live stream (decision 116), the same on /api and /staff/api once the surface's guard
// (onRequest, before anything else) and the route's reach check have passed: the stream subscribes to
// the process's live messages, then sends what the client missed (after its Last-Event-ID, or the
// `after` of its first connection), then each new message as its NOTIFY arrives. While it is open the
// session is checked again every SESSION_RECHECK_MS with the surface's own check: a session ended,
// revoked or (staff) idle past its timeout ends the stream with `event: end`, and the client stops.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openEventStream } from '../../platform/http/server-sent-events.ts';
import type { LiveMessages } from './live-messages.ts';
import { messagesAfter, type ConversationLine } from './order-messages.repository.ts';
import { wireMessage } from './order-messages.service.ts';

export const SESSION_RECHECK_MS = 15_000;
/** how long a stream waits for the process's LISTEN before it answers 503 */
const LISTEN_WAIT_MS = 5_000;
/** the most missed messages sent on a reconnection; more than that, the page reloads the conversation */
const CATCH_UP_MAX = 200;
/** ids remembered per stream, so that a message both caught up and notified goes once */
const SENT_IDS_KEPT = 1000;

export type StreamDeps = { db: Db; live: LiveMessages };

function lastEventIdOf(request: FastifyRequest, after: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
  return value ?? after;
}

export async function streamConversation(
  deps: StreamDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    line: ConversationLine;
    /** the vendor's side sees only the messages written with it; the company all (null) */
    vendorScope: number | null;
    after: number | undefined;
    /** the surface's session check, again: false ends the stream */
    stillSignedIn: () => Promise<boolean>;
  },
): Promise<void> {
  if (!(await deps.live.ready(LISTEN_WAIT_MS))) {
    throw new AppError('unavailable', 'Live messages are not available at the moment. Please try again.');
  }
  const stream = openEventStream(request, reply);
  const sent = new Set<number>();
  const deliver = (message: Parameters<typeof wireMessage>[0]) => {
    if (sent.has(message.id)) return;
    sent.add(message.id);
    if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
    stream.send({ id: message.id, event: 'message', data: JSON.stringify(wireMessage(message)) });
  };
  const unsubscribe = deps.live.subscribe(options.line.ocdId, {
    vendorId: options.vendorScope,
    deliver,
    lost: () => stream.end(),
  });
  const recheck = setInterval(() => {
    options.stillSignedIn().then(
      (ok) => {
        if (ok) return;
        stream.send({ event: 'end', data: 'session-ended' });
        stream.end();
      },
      () => stream.end(),
    );
  }, SESSION_RECHECK_MS);
  recheck.unref();
  stream.onClose(() => {
    clearInterval(recheck);
    unsubscribe();
  });

  const after = lastEventIdOf(request, options.after);
  if (after !== undefined) {
    try {
      const missed = await messagesAfter(
        deps.db,
        options.line.ocdId,
        options.vendorScope,
        after,
        CATCH_UP_MAX,
      );
      for (const message of missed) deliver(message);
    } catch (error) {
      request.log.warn({ err: error }, 'order messages: catch-up failed, stream ended');
      stream.end();
    }
  }
}
