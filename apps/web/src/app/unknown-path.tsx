import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

/** SPEC section 2: unknown paths go to /work-order when signed in, otherwise to /auth/login. */
export function UnknownPath() {
  const { status, idToken } = useSession();
  // the refresh cookie is still being traded: signed in or not is not known yet
  if (status === 'checking') return <PageLoader fullScreen label="Checking your session" />;
  return <Navigate to={idToken ? HOME_PATH : LOGIN_PATH} replace />;
}
