// The words a staff member reads when a sign-in step or a staff call is refused.
import { ApiError } from '../../../lib/api-client.ts';

export const STAFF_TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
export const STAFF_UNEXPECTED = 'Something went wrong. Please try again.';

/** The server's own text for a refusal (wrong code, expired sign-in, 429), else a general one. */
export function staffFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return STAFF_UNEXPECTED;
  if (error.status === 429) return error.message.startsWith('Too many') ? error.message : STAFF_TOO_MANY;
  return error.message || STAFF_UNEXPECTED;
}
