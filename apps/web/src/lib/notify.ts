// Toasts. The stack (components/toast-stack.tsx) shows at most 5, bottom right; error toasts hide after
// 4 s (SPEC section 8) and show the text of the SPEC's error rule. This module does not load notistack:
// the app loads the stack after its first paint (notistack's style engine builds its styles as its
// module loads, a long task on a phone; decision 070), and a toast raised before that waits for it.
import type { OptionsObject } from 'notistack';
import { FALLBACK_ERROR_TEXT } from '@vp/contracts';
import { ApiError } from './api-client.ts';

export const ERROR_TOAST_MS = 4000;

/** The text a user reads for a failure: ApiError already holds the SPEC rule's text. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return FALLBACK_ERROR_TEXT;
}

/** Where toasts are drawn: the mounted stack. */
export type ToastOutlet = { show(text: string, options: OptionsObject): void; closeAll(): void };

/** SPEC section 8: at most 5 toasts at once; as many wait for the stack, the latest ones. */
const MAX_WAITING = 5;
let outlet: ToastOutlet | undefined;
let waiting: [string, OptionsObject][] = [];
const waitingListeners = new Set<() => void>();

/** The stack, once mounted (or none, as it unmounts); the toasts that waited for it are shown now. */
export function connectToastOutlet(next: ToastOutlet | undefined): void {
  outlet = next;
  if (!next) return;
  const queued = waiting;
  waiting = [];
  for (const [text, options] of queued) next.show(text, options);
}

/** Called when a toast waits for the stack, so that the app loads it at once. */
export function onToastWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

function show(text: string, options: OptionsObject): void {
  if (outlet) outlet.show(text, options);
  else {
    waiting.push([text, options]);
    if (waiting.length > MAX_WAITING) waiting.shift();
    for (const listener of [...waitingListeners]) listener();
  }
  for (const listener of [...toastListeners]) listener(text);
}

const toastListeners = new Set<(text: string) => void>();

/**
 * Called with the text of every toast from now on; returns the unsubscribe function. A modal drawer
 * hides the rest of the page, the toasts included, from assistive technology: it repeats them in a
 * live region of its own (components/toast-announcer.tsx).
 */
export function onToast(listener: (text: string) => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

export function notifyError(errorOrText: unknown): void {
  show(errorMessageOf(errorOrText), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
}

export function notifySuccess(text: string): void {
  show(text, { variant: 'success' });
}

export function notifyWarning(text: string): void {
  show(text, { variant: 'warning' });
}

export function notifyInfo(text: string): void {
  show(text, { variant: 'info' });
}

/** Drops every toast, e.g. when the user signs out; a drawer's repeat of them is emptied too. */
export function closeAllNotifications(): void {
  waiting = [];
  outlet?.closeAll();
  for (const listener of [...toastListeners]) listener('');
}
