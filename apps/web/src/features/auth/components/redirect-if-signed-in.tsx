import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useIdToken } from '../../../lib/session.ts';

/** SPEC: a signed-in user who opens the login or forgot page goes to the portal instead. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const token = useIdToken();
  return token ? <Navigate to="/" replace /> : children;
}
