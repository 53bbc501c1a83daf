import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../../lib/session.ts';

/**
 * SPEC: a signed-in user who opens the login or forgot page goes to the portal ('/' leads to the
 * dashboard) instead. While the refresh cookie is being traded at start it is not known yet.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <PageLoader label="Checking your session" />;
  return status === 'signed-in' ? <Navigate to="/" replace /> : children;
}
