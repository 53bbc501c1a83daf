// A server-sent events client for tests and benchmarks (decision 116): a real HTTP request whose
// answer is read as it arrives and parsed as the EventSource standard has it (id, event, data lines;
// comments skipped). `next()` waits for the next event; no timing is asserted, a test that never gets
// its event fails by its own timeout.
export type StreamEvent = { id: string | undefined; event: string; data: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  /** the body of an answer that is not a stream (an error) */
  text: string;
  /** the next event (after those already taken), or null when the stream ended first */
  next(): Promise<StreamEvent | null>;
  /** whether the server ended the stream */
  ended(): Promise<void>;
  close(): void;
};

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return {
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      next: async () => null,
      ended: async () => undefined,
      close: () => undefined,
    };
  }
  const queue: StreamEvent[] = [];
  let waiting: ((event: StreamEvent | null) => void) | undefined;
  let done = false;
  let endedResolve: () => void = () => undefined;
  const endedPromise = new Promise<void>((resolve) => (endedResolve = resolve));
  const push = (event: StreamEvent | null) => {
    if (waiting) {
      const wake = waiting;
      waiting = undefined;
      wake(event);
    } else if (event) queue.push(event);
  };
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: undefined, event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = text;
            else if (field === 'event') event.event = text;
            else if (field === 'data') data.push(text);
          }
          if (data.length > 0) push({ ...event, data: data.join('\n') });
        }
      }
    } catch {
      // aborted by close()
    }
    done = true;
    endedResolve();
    push(null);
  })();
  return {
    status: res.status,
    headers: res.headers,
    text: '',
    next() {
      const event = queue.shift();
      if (event) return Promise.resolve(event);
      if (done) return Promise.resolve(null);
      return new Promise((resolve) => (waiting = resolve));
    },
    ended: () => endedPromise,
    close: () => abort.abort(),
  };
}
