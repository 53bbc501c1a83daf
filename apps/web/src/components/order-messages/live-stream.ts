// Follows a conversation's live stream (decision 116). The vendor's session is a bearer token, which
// the browser's EventSource cannot send, so the stream is read with fetch through the same
// `callForResponse` as every call (its token, renewed once on a 401; the staff console's cookie):
// the server-sent events format parsed as EventSource does, and reconnected as EventSource would,
// with the last message id seen (`after`, which the server reads as it reads Last-Event-ID). A 401,
// 403 or 404 stops it (signed out, no longer allowed, no longer the vendor's crew line).
import type { OrderMessage } from '@vp/contracts';
import { ApiError } from '../../lib/api-client.ts';

export type OpenStream = (after: number | undefined, signal: AbortSignal) => Promise<Response>;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Reads events until the stream ends; answers whether the server said the session ended. */
async function readEvents(response: Response, onMessage: (message: OrderMessage) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (event === 'message' && data.length > 0) onMessage(JSON.parse(data.join('\n')) as OrderMessage);
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Follows the stream until `signal` aborts; `lastId()` is the newest message the page has. */
export function followStream(
  open: OpenStream,
  lastId: () => number | undefined,
  onMessage: (message: OrderMessage) => void,
  signal: AbortSignal,
): void {
  void (async () => {
    let retryMs = FIRST_RETRY_MS;
    while (!signal.aborted) {
      try {
        const response = await open(lastId(), signal);
        retryMs = FIRST_RETRY_MS;
        await readEvents(response, onMessage);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return;
      }
      // the stream ended (a server restarting, a session check that failed on an expired token: the
      // next connection carries the renewed one) or failed: again, a little later each time
      await pause(retryMs, signal);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();
}
