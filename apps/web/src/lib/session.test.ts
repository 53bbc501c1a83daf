// The session against a real HTTP server on loopback standing in for the refresh and logout calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getIdToken,
  getSession,
  onSessionEnd,
  refreshDelayMs,
  refreshSession,
  restoreSession,
  setSession,
  signOut,
  subscribe,
} from './session.ts';
import { logoutCall, refreshCall } from '@vp/contracts';
import { loopbackApi } from './testing/loopback-api.ts';

type Answer = { status: number; body?: unknown; delayMs?: number };

const refreshAnswers: Answer[] = [];
const requests: { url: string; authorization: string | undefined }[] = [];

function respond(req: IncomingMessage, res: ServerResponse) {
  requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (req.url === logoutCall.path) {
    res.writeHead(204).end();
    return;
  }
  const answer = refreshAnswers.shift() ?? { status: 401, body: { error: 'Not signed in' } };
  setTimeout(() => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }, answer.delayMs ?? 0);
}

loopbackApi(respond);

afterEach(() => {
  clearSession();
  vi.useRealTimers();
  refreshAnswers.length = 0;
  requests.length = 0;
});

const refreshed = (idToken: string, expiresIn = 900): Answer => ({
  status: 200,
  body: { idToken, expiresIn },
});

describe('session', () => {
  it('asks again while the cookie is being exchanged by another request (409), then signs in', async () => {
    const racing: Answer = { status: 409, body: { error: 'renewing', code: 'refresh-in-progress' } };
    refreshAnswers.push(racing, racing, refreshed('after-race'));
    await restoreSession();
    expect(getSession()).toEqual({ status: 'signed-in', idToken: 'after-race' });
    expect(requests.filter((r) => r.url === refreshCall.path)).toHaveLength(3);
  });

  it('gives up when the other exchange never lands: the cookie is spent, the tab signed out', async () => {
    const racing: Answer = { status: 409, body: { error: 'renewing', code: 'refresh-in-progress' } };
    refreshAnswers.push(...Array.from({ length: 20 }, () => racing));
    expect(await refreshSession()).toBe('rejected');
    expect(getSession()).toEqual({ status: 'signed-out', idToken: null });
    // the first request and twelve more, 250 ms apart
    expect(requests.filter((r) => r.url === refreshCall.path)).toHaveLength(13);
  });

  it('keeps the ID token in memory only', () => {
    setSession('abc', 900);
    expect(getIdToken()).toBe('abc');
    expect(getSession().status).toBe('signed-in');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    clearSession();
    expect(getSession()).toEqual({ status: 'signed-out', idToken: null });
  });

  it('tells subscribers of every change and session-end listeners only when a session ends', () => {
    const tokens: (string | null)[] = [];
    let ended = 0;
    const stopChanges = subscribe(() => tokens.push(getIdToken()));
    const stopEnd = onSessionEnd(() => (ended += 1));
    setSession('a', 900);
    setSession('b', 900);
    clearSession();
    clearSession();
    stopChanges();
    stopEnd();
    setSession('c', 900);
    expect(tokens).toEqual(['a', 'b', null]);
    expect(ended).toBe(1);
  });

  it('refreshes 90 s before the token runs out, or at half-life for short-lived tokens', () => {
    expect(refreshDelayMs(900)).toBe(810_000);
    expect(refreshDelayMs(3600)).toBe(3_510_000);
    expect(refreshDelayMs(120)).toBe(60_000);
    expect(refreshDelayMs(0)).toBe(0);
  });

  it('restores a session from the refresh cookie at start', async () => {
    refreshAnswers.push(refreshed('from-cookie'));
    const restoring = restoreSession();
    expect(getSession().status).toBe('checking');
    await restoring;
    expect(getSession()).toEqual({ status: 'signed-in', idToken: 'from-cookie' });
    expect(requests.map((r) => r.url)).toEqual([refreshCall.path]);
  });

  it('is signed out when the cookie is refused, and unreachable when nobody answers', async () => {
    await restoreSession();
    expect(getSession()).toEqual({ status: 'signed-out', idToken: null });

    refreshAnswers.push({ status: 503, body: { error: 'Service Unavailable' } });
    await restoreSession();
    expect(getSession()).toEqual({ status: 'unreachable', idToken: null });
  });

  it('shares one request between refreshes asked for at the same time', async () => {
    setSession('old', 900);
    refreshAnswers.push({ ...refreshed('new'), delayMs: 50 });
    const outcomes = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(requests).toHaveLength(1);
    expect(getIdToken()).toBe('new');
  });

  it('runs the scheduled refresh before the token runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    refreshAnswers.push(refreshed('second'));
    setSession('first', 2); // due after 1 s (half-life)
    await vi.advanceTimersByTimeAsync(990);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    vi.useRealTimers();
    await vi.waitFor(() => expect(getIdToken()).toBe('second'));
    expect(requests.map((r) => r.url)).toEqual([refreshCall.path]);
  });

  it('signs out when a refresh is refused', async () => {
    setSession('old', 900);
    let ended = 0;
    const stop = onSessionEnd(() => (ended += 1));
    try {
      expect(await refreshSession()).toBe('rejected');
      expect(getIdToken()).toBeNull();
      expect(ended).toBe(1);
    } finally {
      stop();
    }
  });

  it('keeps the token when a refresh gets no answer, and tries again later', async () => {
    setSession('still-valid', 900);
    refreshAnswers.push({ status: 502, body: { error: 'Bad Gateway' } });
    expect(await refreshSession()).toBe('unreachable');
    expect(getSession()).toEqual({ status: 'signed-in', idToken: 'still-valid' });
  });

  it('ignores a refresh answer that arrives after the session ended', async () => {
    setSession('old', 900);
    refreshAnswers.push({ ...refreshed('late'), delayMs: 50 });
    const refreshing = refreshSession();
    clearSession();
    await refreshing;
    expect(getSession()).toEqual({ status: 'signed-out', idToken: null });
  });

  it('logs out at the server with the token, then ends the session', async () => {
    setSession('mine', 900);
    let ended = 0;
    const stop = onSessionEnd(() => (ended += 1));
    try {
      await signOut();
      expect(requests).toEqual([{ url: logoutCall.path, authorization: 'Bearer mine' }]);
      expect(getIdToken()).toBeNull();
      expect(ended).toBe(1);
    } finally {
      stop();
    }
  });

  it('re-checks a page restored from the back-forward cache with the server', async () => {
    setSession('stale', 900);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    // private content stays hidden until the server has answered
    expect(getSession().status).toBe('checking');
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signed-out', idToken: null }));
  });
});
