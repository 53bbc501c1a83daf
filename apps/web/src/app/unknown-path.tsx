import { Navigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths.ts';
import { useIdToken } from '../lib/session.ts';

/** SPEC section 2: unknown paths go to /work-order when signed in, otherwise to /auth/login. */
export function UnknownPath() {
  const token = useIdToken();
  return <Navigate to={token ? HOME_PATH : LOGIN_PATH} replace />;
}
