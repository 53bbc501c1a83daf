import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getIdToken,
  ID_TOKEN_STORAGE_KEY,
  onSessionEnd,
  setIdToken,
  subscribe,
} from './session.ts';

afterEach(() => clearSession());

describe('session', () => {
  it('keeps the token in memory and mirrors it in sessionStorage', () => {
    setIdToken('abc');
    expect(getIdToken()).toBe('abc');
    expect(sessionStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBe('abc');
    clearSession();
    expect(getIdToken()).toBeNull();
    expect(sessionStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers of every change and session-end listeners only when a session ends', () => {
    const changes: (string | null)[] = [];
    let ended = 0;
    const stopChanges = subscribe(() => changes.push(getIdToken()));
    const stopEnd = onSessionEnd(() => (ended += 1));
    setIdToken('a');
    setIdToken('b');
    clearSession();
    clearSession();
    stopChanges();
    stopEnd();
    setIdToken('c');
    expect(changes).toEqual(['a', 'b', null]);
    expect(ended).toBe(1);
  });

  it('signs out a page restored from the back-forward cache after another page signed out', () => {
    setIdToken('stale');
    sessionStorage.removeItem(ID_TOKEN_STORAGE_KEY);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(getIdToken()).toBeNull();
  });
});
