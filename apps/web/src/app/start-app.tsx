// Starts the single-page app in a container. Nothing happens on import: the light sign-in page
// (decision 067) loads this module while the sign-in runs and starts the app only once it is signed
// in, at the address it goes to, with the session it already holds in memory.
import '../fonts/roboto.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checksSessionAtStart } from '../lib/paths.ts';
import { restoreSession } from '../lib/session.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

export function startApp(container: HTMLElement): void {
  // Before the first render, so that a guarded page starts in `checking` rather than signed out: the
  // ID token lives in memory only, and the refresh cookie is what carries a session across reloads.
  if (checksSessionAtStart(window.location.pathname)) void restoreSession();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
