// The staff session as the browser sees it: the vp_staff cookie is httpOnly, so the server's 401 on a
// staff call is how the browser learns the session has ended (idle, disabled, signed out elsewhere).
// `staffGuarded` reports that 401 to whoever listens (the console's frame, which goes to /staff/login).
import { ApiError } from '../../../lib/api-client.ts';

const listeners = new Set<() => void>();

export function onStaffSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function endStaffSession(): void {
  for (const listener of [...listeners]) listener();
}

/** Makes a staff call; a 401 ends the staff session in the browser too. */
export async function staffGuarded<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endStaffSession();
    throw error;
  }
}

/** Staff calls' cache keys start with 'staff-' (their contract ids): what a session end drops. */
export function isStaffQueryKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('staff-');
}
