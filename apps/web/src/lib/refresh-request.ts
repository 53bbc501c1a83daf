// The request that trades the refresh cookie for an ID token, without reading its answer's shape
// (session.ts does, with the contract's schema). Its own module, free of zod and the contracts, so
// that the page's first small script (early-session.ts) can send it while the app's code is still on
// its way: opened cold (a reload, an order opened in a new tab), the app's start-up calls waited
// for this round trip after the whole app had loaded and run (decision 083).
import { apiUrl } from './api-url.ts';

/** refreshCall's method and path (the contracts' auth/sign-in.ts; a test holds the two together). */
export const REFRESH_METHOD = 'POST';
export const REFRESH_PATH = '/api/auth/refresh';

/** A refresh or logout that hangs counts as no answer instead of a spinner for ever. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Serialises refreshes across this browser's tabs: they share one cookie, which rotates on use. */
const REFRESH_LOCK = 'vp-session-refresh';

/** The server's answer as it came (`body` undefined when it was not JSON), or none at all. */
export type RawRefreshAnswer = { status: number; body: unknown } | { status: 'no-answer' };

export function timeoutSignal(): AbortSignal {
  return AbortSignal.timeout(REQUEST_TIMEOUT_MS);
}

/** One refresh request. */
export async function sendRefresh(): Promise<RawRefreshAnswer> {
  let response: Response;
  try {
    response = await fetch(apiUrl(REFRESH_PATH), {
      method: REFRESH_METHOD,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      // The server rotates the cookie on every refresh. Were a reload or a navigation to cancel the
      // request after the server rotated it, the new cookie would be lost and the next page would
      // present the spent one (which ends the session); keepalive lets the answer land regardless.
      keepalive: true,
      signal: timeoutSignal(),
    });
  } catch {
    return { status: 'no-answer' };
  }
  // 204 has no body; a 5xx may have none or HTML
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

export function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  // Without the lock two tabs could present the same cookie at once; the second would then look
  // like a replay of a rotated token. Browsers without Web Locks simply run unserialised.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  return navigator.locks.request(REFRESH_LOCK, run);
}

let early: Promise<RawRefreshAnswer> | null = null;
/** Set once the app has sent a refresh of its own: a late early one would present a spent cookie. */
let appStarted = false;

/**
 * Sends the start's refresh now, under the tabs' lock, for the app to take when it starts. Does
 * nothing once the app has refreshed on its own (its code ran first) or asked already.
 */
export function startEarlyRefresh(): void {
  if (appStarted || early) return;
  early = withRefreshLock(sendRefresh);
}

/**
 * Claims the start's refresh for the app, as it asks for a refresh and before it asks for the tabs'
 * lock: the early request's answer if one was sent, else null; no early request is sent after this.
 * The early request holds the lock itself while it is out, so the app waits for its answer outside the
 * lock. (Taken under the app's lock, an early request sent between the app's asking for the lock and
 * its getting it queued behind the app, which waited for it: each for the other, for ever; a page
 * then showed "Checking your session" until reloaded.)
 */
export function takeEarlyRefresh(): Promise<RawRefreshAnswer> | null {
  appStarted = true;
  const answer = early;
  early = null;
  return answer;
}
