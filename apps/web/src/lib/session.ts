// The signed-in state of this browser tab.
//
// Interim (until the sign-in issue lands): the ID token lives in memory and is mirrored in
// sessionStorage under `vp.idToken`, so a reload keeps the user signed in within the tab while closing
// the tab signs out. The sign-in issue replaces the mirror with the server's httpOnly refresh cookie;
// callers only use the functions below and will not change.
import { useSyncExternalStore } from 'react';

export const ID_TOKEN_STORAGE_KEY = 'vp.idToken';

type Listener = () => void;

const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ID_TOKEN_STORAGE_KEY) || null;
  } catch {
    // storage can be disabled (privacy settings); the session then lasts as long as the page
    return null;
  }
}

function writeStored(token: string | null): void {
  try {
    if (token) globalThis.sessionStorage?.setItem(ID_TOKEN_STORAGE_KEY, token);
    else globalThis.sessionStorage?.removeItem(ID_TOKEN_STORAGE_KEY);
  } catch {
    // see readStored
  }
}

let idToken: string | null = readStored();

function update(token: string | null): void {
  const ended = idToken !== null && token === null;
  idToken = token;
  for (const listener of [...listeners]) listener();
  if (ended) for (const listener of [...endListeners]) listener();
}

export function getIdToken(): string | null {
  return idToken;
}

export function setIdToken(token: string): void {
  writeStored(token);
  if (token !== idToken) update(token);
}

/** Signs the tab out. Listeners of onSessionEnd clear client state and leave the private area. */
export function clearSession(): void {
  writeStored(null);
  if (idToken !== null) update(null);
}

/** Called on every change of the token. Returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once each time a signed-in tab becomes signed out (logout, a 401, a restored stale page). */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** The current ID token, re-rendering when it changes. */
export function useIdToken(): string | null {
  return useSyncExternalStore(subscribe, getIdToken, getIdToken);
}

/**
 * A page restored from the back-forward cache still holds the token in memory even when the tab
 * signed out in a later document; the storage mirror is the truth then.
 */
function resyncFromStorage(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  const stored = readStored();
  if (stored !== idToken) update(stored);
}

if (typeof window !== 'undefined') window.addEventListener('pageshow', resyncFromStorage);
