import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { closeAllNotifications } from '../lib/notify.ts';
import { LOGIN_PATH, checksSessionAtStart, isOutsideSession } from '../lib/paths.ts';
import { onSessionEnd, restoreSession } from '../lib/session.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
// Before the first render, so that a guarded page starts in `checking` rather than signed out: the
// ID token lives in memory only, and the refresh cookie is what carries a session across reloads.
if (checksSessionAtStart(window.location.pathname)) void restoreSession();
const router = createAppRouter();

export function App() {
  // However the session ends (Logout, a 401, a refused refresh, a page restored from the
  // back-forward cache after a logout elsewhere): drop all client state and leave the private area. A push, not a replace, so Back returns to
  // a private URL that the session gate turns away again.
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.clear();
        closeAllNotifications();
        if (!isOutsideSession(router.state.location.pathname)) void router.navigate(LOGIN_PATH);
      }),
    [],
  );

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
