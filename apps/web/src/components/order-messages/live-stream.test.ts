// The web's reader of a conversation's stream (decision 116): events parsed as EventSource parses them
// (split chunks, comments, CRLF), a reconnection after the stream ends carrying the newest id, and a
// stop on 401/404 or when the page goes.
import { describe, expect, it } from 'vitest';
import type { OrderMessage } from '@vp/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { followStream } from './live-stream.ts';

const message = (id: number): OrderMessage => ({
  id,
  ocdId: 1,
  ordNum: 2,
  authorKind: 'staff',
  authorName: 'Pat',
  body: `Message ${id}`,
  attachments: [],
  createdAt: '2026-11-29T12:00:00.000Z',
});

const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  );

describe('followStream', () => {
  it('parses events split across chunks, skips comments, and reconnects after the newest id', async () => {
    const abort = new AbortController();
    const opened: (number | undefined)[] = [];
    const got: number[] = [];
    const one = `id: 5\nevent: message\ndata: ${JSON.stringify(message(5))}\n\n`;
    const two = `id: 6\r\nevent: message\r\ndata: ${JSON.stringify(message(6))}\r\n\r\n`;
    await new Promise<void>((done) => {
      followStream(
        async (after) => {
          opened.push(after);
          if (opened.length === 1)
            return streamOf(['retry: 2000\n\n: keep-alive\n\n', one.slice(0, 20), one.slice(20)]);
          if (opened.length === 2) return streamOf([two]);
          abort.abort();
          done();
          throw new Error('aborted');
        },
        () => got.at(-1) ?? 0,
        (m) => got.push(m.id),
        abort.signal,
      );
    });
    expect(got).toEqual([5, 6]);
    expect(opened).toEqual([0, 5, 6]);
  }, 10_000);

  it('stops for good on a 401 or 404', async () => {
    for (const status of [401, 404]) {
      let calls = 0;
      followStream(
        async () => {
          calls++;
          throw new ApiError(status, 'no', null);
        },
        () => 0,
        () => undefined,
        new AbortController().signal,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(calls).toBe(1);
    }
  }, 10_000);
});
