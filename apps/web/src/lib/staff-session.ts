// The staff session as the browser sees it: the vp_staff cookie is httpOnly, so the server's 401 on a
// staff call is how the browser learns the session has ended (idle, disabled, signed out elsewhere).
// `call()` reports that 401 of any signed-in /staff/api call here, once for every screen (decision
// 107), to whoever listens (the console's frame, which drops the staff data and goes to /staff/login).
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

/** Staff calls' cache keys start with 'staff-' (their contract ids): what a session end drops. */
export function isStaffQueryKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('staff-');
}
