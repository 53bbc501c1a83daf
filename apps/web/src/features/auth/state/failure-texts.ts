// The failure texts of SPEC section 8 for the auth screens.
import {
  FALLBACK_ERROR_TEXT,
  INVALID_CREDENTIALS,
  UNEXPECTED_ERROR,
  type PasswordResult,
} from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';

function serverTextOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  return error.message === FALLBACK_ERROR_TEXT ? null : error.message;
}

/**
 * Sign-in: the server's words for a refusal (e.g. 'Invalid credentials. Please try again.', too many
 * attempts), else 'An Unexpected Error Occurred' (no answer, a failing server, a bad server proof).
 */
export function signInFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return serverTextOf(error) ?? UNEXPECTED_ERROR;
  return UNEXPECTED_ERROR;
}

/** Set/create password: the server's error or status text, else 'Invalid credentials. Please try again.' */
export function passwordFailureText(error: unknown): string {
  return serverTextOf(error) ?? INVALID_CREDENTIALS;
}

/** A 200 that still says no (`success: false`). */
export function refusedResultText(result: PasswordResult): string {
  return result.error?.trim() || result.message.trim() || INVALID_CREDENTIALS;
}
