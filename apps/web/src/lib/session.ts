// The signed-in state of this browser tab.
//
// The ID token lives in memory only: no storage a script can read holds a credential, and closing
// the tab drops it. What survives a reload is the server's httpOnly refresh cookie (Path=/api/auth):
// at start the app trades it for a fresh ID token (restoreSession), and while signed in trades it
// again shortly before the ID token runs out. A refused cookie means signed out (decision 003).
import { useSyncExternalStore } from 'react';
import { logoutCall, refreshResponse } from '@vp/contracts';
import { apiUrl } from './api-url.ts';
import {
  sendRefresh,
  takeEarlyRefresh,
  timeoutSignal,
  withRefreshLock,
  type RawRefreshAnswer,
} from './refresh-request.ts';

/**
 * `checking`: the cookie is being traded (at start, or to re-check a page restored from the
 * back-forward cache); `unreachable`: the start-up trade got no answer, so nobody knows yet.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'unreachable';

export type SessionState = { status: SessionStatus; idToken: string | null };

/** `unreachable`: no answer, or a busy/failing server; that says nothing about the cookie. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

type RefreshAnswer =
  { outcome: 'refreshed'; idToken: string; expiresIn: number } | { outcome: 'rejected' | 'unreachable' };
/** `racing`: the server saw the cookie exchanged a moment ago by another request (409) */
type RequestAnswer = RefreshAnswer | { outcome: 'racing' };

/** Refresh this long before the ID token runs out (at most half its lifetime). */
const REFRESH_LEAD_SECONDS = 90;
/** After a refresh got no answer, try again this much later. */
const RETRY_AFTER_MS = 30_000;
/**
 * A refresh answered 409: the cookie was exchanged a moment ago by a request whose answer has not set
 * the new cookie yet (a page left during its refresh, decision 031). Ask again this often, this many
 * times; if the new cookie never lands, the old one is spent and the session is over.
 */
const RACE_RETRY_MS = 250;
const RACE_RETRIES = 12;
/** Where the interim build (decision 003) mirrored the token; removed so no credential lingers. */
const LEGACY_STORAGE_KEY = 'vp.idToken';

type Listener = () => void;

const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

let state: SessionState = { status: 'signed-out', idToken: null };
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the scheduled refresh is due; a background tab's timer may fire late (throttling). */
let refreshDueAt = 0;
/** Bumped whenever a session is set or dropped, so that a refresh answer arriving late is ignored. */
let generation = 0;
let inflight: Promise<RefreshOutcome> | null = null;
let signingOut: Promise<void> | null = null;

function update(next: SessionState): void {
  const ended = state.idToken !== null && next.idToken === null;
  state = next;
  for (const listener of [...listeners]) listener();
  if (ended) for (const listener of [...endListeners]) listener();
}

function cancelTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function scheduleRefresh(delayMs: number): void {
  cancelTimer();
  refreshDueAt = Date.now() + delayMs;
  timer = setTimeout(() => {
    timer = undefined;
    void refreshSession();
  }, delayMs);
}

/** How long after receiving a token that lives `expiresInSeconds` to trade the cookie again. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const lead = Math.min(REFRESH_LEAD_SECONDS, expiresInSeconds / 2);
  return Math.max(0, Math.round((expiresInSeconds - lead) * 1000));
}

export function getIdToken(): string | null {
  return state.idToken;
}

export function getSession(): SessionState {
  return state;
}

/** A new ID token (sign-in or refresh); the next refresh is scheduled before it runs out. */
export function setSession(idToken: string, expiresInSeconds: number): void {
  generation += 1;
  scheduleRefresh(refreshDelayMs(expiresInSeconds));
  update({ status: 'signed-in', idToken });
}

/** Signs the tab out locally. Listeners of onSessionEnd clear client state and leave the private area. */
export function clearSession(): void {
  generation += 1;
  cancelTimer();
  if (state.status !== 'signed-out' || state.idToken !== null)
    update({ status: 'signed-out', idToken: null });
}

async function requestRefresh(): Promise<RequestAnswer> {
  return answerOf(await sendRefresh());
}

function answerOf(answer: RawRefreshAnswer): RequestAnswer {
  if (answer.status === 'no-answer') return { outcome: 'unreachable' };
  if (answer.status === 409) return { outcome: 'racing' };
  if (answer.status >= 500 || answer.status === 429) return { outcome: 'unreachable' };
  // 204: this browser holds no refresh cookie, so nobody is signed in here
  if (answer.status < 200 || answer.status >= 300 || answer.status === 204) return { outcome: 'rejected' };
  const body = refreshResponse.safeParse(answer.body);
  if (!body.success) {
    console.error('Unexpected answer from the session refresh', body.error);
    return { outcome: 'unreachable' };
  }
  return { outcome: 'refreshed', ...body.data };
}

/**
 * One refresh (or the answer already in, `first`), asked again while another request's exchange of
 * the cookie has not landed yet.
 */
async function requestRefreshAfterRaces(first?: RequestAnswer): Promise<RefreshAnswer> {
  let answer: RequestAnswer = first ?? (await requestRefresh());
  for (let retry = 0; answer.outcome === 'racing' && retry < RACE_RETRIES; retry++) {
    await new Promise((resolve) => setTimeout(resolve, RACE_RETRY_MS));
    answer = await requestRefresh();
  }
  // the other answer never set the new cookie: the one this browser holds is spent
  return answer.outcome === 'racing' ? { outcome: 'rejected' } : answer;
}

async function runRefresh(): Promise<RefreshOutcome> {
  const startedIn = generation;
  // the start's early request, if one was sent, is waited for outside the lock, which it holds itself
  // (refresh-request.ts); a race with another tab's exchange is asked again under the lock
  const early = takeEarlyRefresh();
  const first = early ? answerOf(await early) : undefined;
  const answer =
    first && first.outcome !== 'racing'
      ? first
      : await withRefreshLock(() => requestRefreshAfterRaces(first));
  // signed in or out while the request was out: this answer belongs to a session that is gone
  if (startedIn !== generation) return answer.outcome;
  if (answer.outcome === 'refreshed') setSession(answer.idToken, answer.expiresIn);
  else if (answer.outcome === 'rejected') clearSession();
  else if (state.idToken !== null) {
    // keep the token we have (it may still be valid) and try again a little later
    if (state.status !== 'signed-in') update({ status: 'signed-in', idToken: state.idToken });
    scheduleRefresh(RETRY_AFTER_MS);
  } else if (state.status === 'checking') update({ status: 'unreachable', idToken: null });
  return answer.outcome;
}

/** Trades the refresh cookie for a new ID token. Calls made while one is under way share it. */
export function refreshSession(): Promise<RefreshOutcome> {
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** At start (or to retry after `unreachable`): is there a session behind the cookie? */
export async function restoreSession(): Promise<void> {
  if (state.status === 'signed-in') return;
  update({ status: 'checking', idToken: null });
  await refreshSession();
}

/**
 * A guarded call was refused with `rejected` (it may have run out while a sleeping tab's timer was
 * late). Trades the cookie once; true when there is a new token to retry with, else signed out.
 */
export async function renewRejectedToken(rejected: string): Promise<boolean> {
  if (state.idToken === null) return false;
  if (state.idToken !== rejected) return true;
  const outcome = await refreshSession();
  if (outcome === 'refreshed' && state.idToken !== null && state.idToken !== rejected) return true;
  clearSession();
  return false;
}

/**
 * Logout: the server revokes the refresh token and clears the cookie, then the tab signs out. Waits
 * for the server (briefly) so that a quick sign-in afterwards cannot have its new cookie cleared by
 * the late answer of this logout.
 */
export function signOut(): Promise<void> {
  signingOut ??= (async () => {
    const token = state.idToken;
    generation += 1;
    cancelTimer();
    await inflight;
    try {
      await fetch(apiUrl(logoutCall.path), {
        method: logoutCall.method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
        keepalive: true,
        signal: timeoutSignal(),
      });
    } catch {
      // offline: the tab signs out all the same; the cookie runs out on its own
    }
    clearSession();
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/** Called on every change of the session. Returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once each time a signed-in tab becomes signed out (logout, a 401, a refused refresh). */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The current ID token, re-rendering when it changes. */
export function useIdToken(): string | null {
  return useSession().idToken;
}

function refreshIfOverdue(): void {
  // a hidden tab's timers are throttled; coming back, catch up before the next call needs the token
  if (document.visibilityState === 'visible' && state.status === 'signed-in' && Date.now() >= refreshDueAt)
    void refreshSession();
}

function recheckRestoredPage(event: PageTransitionEvent): void {
  // A page restored from the back-forward cache still holds its token in memory, though another
  // page may have logged out since: hide it behind `checking` until the server has answered.
  if (!event.persisted || state.idToken === null) return;
  update({ status: 'checking', idToken: state.idToken });
  void refreshSession();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', recheckRestoredPage);
  document.addEventListener('visibilitychange', refreshIfOverdue);
  try {
    window.sessionStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // storage disabled (privacy settings): then nothing was mirrored either
  }
}
