// The start's refresh sent early (early-session.ts) is the one the session takes: against a real HTTP
// server on loopback standing in for the refresh call, which counts what it is asked (decision 083).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshCall } from '@vp/contracts';
import { REFRESH_METHOD, REFRESH_PATH, startEarlyRefresh } from './refresh-request.ts';
import { getSession, restoreSession } from './session.ts';
import { loopbackApi, sendJson } from './testing/loopback-api.ts';

const asked: string[] = [];
const stand = loopbackApi((req, res) => {
  asked.push(`${req.method} ${req.url}`);
  // slow enough that the session asks while the early request is still out
  setTimeout(() => sendJson(res, 200, { idToken: `token-${asked.length}`, expiresIn: 900 }), 50);
});

describe('the early refresh', () => {
  it("is refreshCall's request", () => {
    expect(REFRESH_METHOD).toBe(refreshCall.method);
    expect(REFRESH_PATH).toBe(refreshCall.path);
  });

  it('is the one the session takes at start, and is sent once', async () => {
    startEarlyRefresh();
    startEarlyRefresh();
    // the server has the early request (and is still answering it) before the app starts
    await expect.poll(() => asked).toEqual(['POST /api/auth/refresh']);
    await restoreSession();
    expect(getSession()).toEqual({ status: 'signed-in', idToken: 'token-1' });
    expect(asked).toHaveLength(1);
  });

  it('is not sent once the app has refreshed on its own: the cookie it holds may be spent', async () => {
    startEarlyRefresh();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(1);
  });
});

/**
 * The tabs' lock as browsers grant it: in the order asked, each once the one before has finished, never
 * at once (a stand-in for navigator.locks, which jsdom lacks).
 */
function fifoLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, run: () => Promise<unknown>) => {
      const result = tail.then(run);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

describe('the early refresh and the app, under the tabs’ lock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  /** Fresh modules (their state is per page), the lock installed, the API on the test's server. */
  async function freshPage() {
    vi.resetModules();
    Object.defineProperty(navigator, 'locks', { value: fifoLocks(), configurable: true });
    const api = await import('./api-url.ts');
    api.setApiBaseUrl(stand.origin);
    return { refresh: await import('./refresh-request.ts'), session: await import('./session.ts') };
  }

  it('does not hang when the app asks for the lock before the early script has run', async () => {
    const { refresh, session } = await freshPage();
    const before = asked.length;
    // the app's code ran first (the early script's files came late): it asks for the lock, and the
    // early script runs before the lock is granted. Taken under the app's lock, the early request
    // queued behind the app, which waited for it: the page hung on "Checking your session".
    const restoring = session.restoreSession();
    refresh.startEarlyRefresh();
    await restoring;
    expect(session.getSession().status).toBe('signed-in');
    // one request: the app's own; the early script sent none once the app had asked
    expect(asked.length - before).toBe(1);
  });

  it('takes the early answer when the early script ran first, with one request in all', async () => {
    const { refresh, session } = await freshPage();
    const before = asked.length;
    refresh.startEarlyRefresh();
    await session.restoreSession();
    expect(session.getSession()).toEqual({ status: 'signed-in', idToken: `token-${before + 1}` });
    expect(asked.length - before).toBe(1);
  });
});
