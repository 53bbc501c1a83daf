import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { closeAllNotifications } from '../lib/notify.ts';
import { LOGIN_PATH, isOutsideSession } from '../lib/paths.ts';
import { onSessionEnd } from '../lib/session.ts';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
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
    [queryClient, router],
  );

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
