// A server-sent events answer (decision 116): the response is taken from Fastify (hijacked) once the
// guard and the handler's checks have passed, so that nothing after them holds it back: the
// compression hook (compression.ts) would otherwise compress `text/event-stream` and keep each event
// in its compressor's buffer, and a proxy is told not to buffer it (`X-Accel-Buffering: no`, and
// `Cache-Control: no-store, no-transform`). A comment line every `heartbeatMs` keeps idle proxies and
// load balancers from closing it and tells us early when the client has gone.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type EventStream = {
  /** one event; `data` is one line of JSON (an event's lines must not hold a bare line break) */
  send(event: { id?: number | string; event?: string; data: string }): void;
  end(): void;
  readonly closed: boolean;
  /** runs once when the stream ends, whichever side ended it */
  onClose(run: () => void): void;
};

export type EventStreamOptions = {
  /** how long a browser's EventSource waits before it reconnects */
  retryMs?: number;
  heartbeatMs?: number;
};

export const EVENT_STREAM_HEARTBEAT_MS = 15_000;

export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  // what the hooks set so far (security headers, the request id) goes out with the stream's own
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value as string | number | string[];
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    // a stream's connection is not reused once it ends (HTTP/1.1; HTTP/2 has no such header): a
    // server shutting down ends its streams and would otherwise wait on their kept-alive sockets
    ...(request.raw.httpVersionMajor === 1 ? { connection: 'close' } : {}),
  });
  raw.write(`retry: ${options.retryMs ?? 2000}\n\n`);

  let closed = false;
  const closers: (() => void)[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const run of closers.splice(0)) run();
  };
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.once('close', close);
  raw.once('close', close);

  return {
    send(event) {
      if (closed) return;
      let text = '';
      if (event.id !== undefined) text += `id: ${event.id}\n`;
      if (event.event !== undefined) text += `event: ${event.event}\n`;
      text += `data: ${event.data.replace(/\r?\n/g, '\ndata: ')}\n\n`;
      raw.write(text);
    },
    end() {
      if (closed) return;
      close();
      raw.end();
    },
    get closed() {
      return closed;
    },
    onClose(run) {
      if (closed) run();
      else closers.push(run);
    },
  };
}
