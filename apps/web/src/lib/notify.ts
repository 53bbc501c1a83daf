// Toasts. The provider (app/providers.tsx) stacks at most 5, bottom right; error toasts hide after
// 4 s (SPEC section 8) and show the text of the SPEC's error rule.
import { closeSnackbar, enqueueSnackbar, type OptionsObject } from 'notistack';
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

// notistack binds its global functions when its provider mounts; before that (or in a test without
// the provider) a toast is dropped rather than throwing from some unrelated click handler.
function show(text: string, options: OptionsObject): void {
  if (typeof enqueueSnackbar === 'function') enqueueSnackbar(text, options);
  else console.warn(`toast without a SnackbarProvider: ${text}`);
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

/** Drops every toast, e.g. when the user signs out. */
export function closeAllNotifications(): void {
  if (typeof closeSnackbar === 'function') closeSnackbar();
}
