import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LOGIN_PATH, isOutsideSession } from '../lib/paths.ts';
import { onSessionEnd } from '../lib/session.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  // However the session ends (Logout, a 401, a stale page restored from the back-forward cache):
  // drop all client state and leave the private area. A push, not a replace, so Back returns to
  // a private URL that the session gate turns away again.
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.clear();
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
