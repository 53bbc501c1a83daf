// The light sign-in page's entry (login.html, which the server sends for /auth/login; decision 067):
// React and the sign-in alone, without MUI, the router or the rest of the app, so that the first page
// a vendor opens is small. Leaving it (signed in, or a link to another page) starts the app in this
// same document: the session stays in memory, where the app finds it.
// First: the CSP nonce for the style engines the app brings later (notistack's reads it on load).
import './lib/csp-nonce.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginHost } from './features/auth/login/login-host.ts';
import { LoginScreen } from './features/auth/login/login-screen.tsx';
import { showToast } from './features/auth/login/toast.ts';
import { restoreSession } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('login.html has no #root element');
const root = createRoot(container);

/**
 * The app's code, asked for once: on Log In it loads while the password is stretched, with the code of
 * the page a vendor lands on (the dashboard), so that nothing is left to fetch once signed in.
 */
let appModule: Promise<typeof import('./app/start-app.tsx')> | undefined;
const loadApp = () => (appModule ??= import('./app/start-app.tsx'));
// '/' leads a vendor to the dashboard (app/routes/route-table.ts). Named here rather than
// shared from a module of its own, which the bundler would make one more request of this page.
let landingPage: Promise<unknown> | undefined;
const loadLanding = () =>
  (landingPage ??= import('./features/dashboard/routes/dashboard-page.tsx').catch(() => undefined));
let leaving = false;

const host: LoginHost = {
  navigate(to, { replace = false, state } = {}) {
    if (leaving) return;
    leaving = true;
    loadApp().then(
      ({ startApp }) => {
        root.unmount();
        // React Router keeps a location's state under `usr`
        window.history[replace ? 'replaceState' : 'pushState']({ usr: state }, '', to);
        startApp(container);
      },
      // the app's code could not be fetched (a new deployment, no network): load the page itself
      () => window.location.assign(to),
    );
  },
  notify: showToast,
  preload: () => {
    // the list's chunks asked for at once, beside the app's (not after them); once the app's code is
    // in, its route table takes the list's module, so the app draws the list without suspending
    void loadLanding();
    void loadApp()
      .then((app) => app.preloadLandingPage())
      .catch(() => undefined);
  },
};

// the login page sends a signed-in user on (SPEC): is there a session behind the refresh cookie?
void restoreSession();
root.render(
  <StrictMode>
    <LoginScreen host={host} />
  </StrictMode>,
);
