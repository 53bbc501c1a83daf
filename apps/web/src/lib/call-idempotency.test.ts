// Every signed-in write the web app makes carries an Idempotency-Key made once per user action
// (issue 38 point 2, decision 101), against a real HTTP server on loopback: the retry after a renewed
// token sends the same key, the next call a new one; reads and public calls send none.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderNoteCall, forgotUserPasswordCall, getOrderNotesCall, refreshCall } from '@vp/contracts';
import { call } from './call.ts';
import { clearSession, setSession } from './session.ts';
import { loopbackApi, sendJson } from './testing/loopback-api.ts';

type Seen = { url: string; method: string; key: string | undefined; authorization: string | undefined };
const seen: Seen[] = [];
/** answers of the refresh call, in order; 401 once they run out */
const refreshAnswers: unknown[] = [];

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  if (url === refreshCall.path) {
    const next = refreshAnswers.shift();
    if (next) sendJson(res, 200, next);
    else sendJson(res, 401, { error: 'Not signed in' });
    return;
  }
  const key = req.headers['idempotency-key'];
  seen.push({
    url,
    method: req.method ?? '',
    key: typeof key === 'string' ? key : undefined,
    authorization: req.headers.authorization,
  });
  if (req.headers.authorization === 'Bearer stale')
    return sendJson(res, 401, { error: 'Your session has expired' });
  if (url.startsWith(createOrderNoteCall.path))
    return sendJson(res, 200, {
      success: true,
      message: 'added',
      orderNote: { notes: 'x', inputBy: 'A', inputDate: '2026-01-01T00:00:00Z', notesType: 'Tech Notes' },
    });
  sendJson(res, 200, {});
}

loopbackApi(answer);

afterEach(() => {
  clearSession();
  seen.length = 0;
  refreshAnswers.length = 0;
});

const note = { body: { ordNum: 1, note: '<p>Hi</p>' } };

describe('a write made through call()', () => {
  it('carries a key, the same on the retry after a renewed token', async () => {
    setSession('stale', 900);
    refreshAnswers.push({ idToken: 'fresh', expiresIn: 900 });
    await call(createOrderNoteCall, note, { validate: false });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    const [first, retry] = seen;
    expect(first!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(retry!.key).toBe(first!.key);
  });

  it('carries a new key for the next action, or the one its caller gives again', async () => {
    setSession('fresh', 900);
    await call(createOrderNoteCall, note, { validate: false });
    await call(createOrderNoteCall, note, { validate: false });
    await call(createOrderNoteCall, note, { validate: false, idempotencyKey: 'again-1' });
    await call(createOrderNoteCall, note, { validate: false, idempotencyKey: 'again-1' });
    const keys = seen.map((s) => s.key);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['again-1', 'again-1']);
  });

  it('a read or a public call carries none', async () => {
    setSession('fresh', 900);
    await call(getOrderNotesCall, { params: { ordNum: 1 } }, { validate: false });
    await call(forgotUserPasswordCall, { body: { email: 'a@b.test' } } as never, { validate: false });
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.key)).toEqual([undefined, undefined]);
  });
});
