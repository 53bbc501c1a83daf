// Starts the single-page app in a container. Nothing happens on import: the light sign-in page
// (decision 067) loads this module while the sign-in runs and starts the app only once it is signed
// in, at the address it goes to, with the session it already holds in memory.
import '../fonts/roboto.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { WORK_ORDER_LIST_PATH, checksSessionAtStart } from '../lib/paths.ts';
import { getSession, restoreSession } from '../lib/session.ts';
import type { QueryClient } from '@tanstack/react-query';
import { getVendorProfileCall } from '@vp/contracts';
import { prefetchStartUpData, settingsQuery } from '../features/start-up/api/start-up-queries.ts';
import { startDefaultSearch } from '../features/work-orders/api/early-search.ts';
import { prefetchDetailsPageData } from '../features/work-order-details/api/details-page-data.ts';
import { callQuery } from '../lib/call.ts';
import { framePainted } from '../lib/frame-painted.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { landingPage, shellPageAt } from './routes/route-table.ts';

/**
 * Loads the landing page's code (the dashboard) so that the app draws it at once when it
 * starts there: the light sign-in page calls it on Log In, while the password is stretched.
 */
export function preloadLandingPage(): Promise<void> {
  return landingPage().preload();
}

/**
 * The list of work orders' calls, asked for while the app draws the shell and the list: the vendor's
 * profile (the list's Mobile Guest IVR setting), and the first search once the settings are in.
 */
function prefetchListData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(callQuery(getVendorProfileCall));
  queryClient
    .fetchQuery(settingsQuery())
    .then((settings) => startDefaultSearch(settings.woHistoryMonthLimit))
    // no settings: the list says so, and searches once they come
    .catch(() => undefined);
}

/**
 * The start-up calls, and the list's or a work order's when it is the page opened, sent at once. The
 * dashboard's calls go as it draws: which of them a user may make comes with the start-up data.
 */
function prefetchSignedInData(queryClient: QueryClient, pathname: string): void {
  prefetchStartUpData(queryClient);
  if (pathname === WORK_ORDER_LIST_PATH) prefetchListData(queryClient);
  // the details page opened by its address: its order, then its History (decision 125)
  else prefetchDetailsPageData(queryClient, pathname);
}

export function startApp(container: HTMLElement): void {
  const { pathname } = window.location;
  const queryClient = createQueryClient();
  // signed in on the light sign-in page a moment ago (the user validated with this token): the
  // start-up calls go now, while the app's first render runs, rather than once the gate has rendered
  if (getSession().status === 'signed-in') prefetchSignedInData(queryClient, pathname);
  // Before the first render, so that a guarded page starts in `checking` rather than signed out: the
  // ID token lives in memory only, and the refresh cookie is what carries a session across reloads.
  // Opened cold (a reload, a link), the calls go as soon as the cookie has been traded for a token,
  // not once the gate has drawn its answer.
  else if (checksSessionAtStart(pathname))
    void restoreSession().then(() => {
      if (getSession().status === 'signed-in') prefetchSignedInData(queryClient, pathname);
    });
  // The opened page's code loads once the shell has painted its frame, as the shell starts drawing the
  // page. Sent beside the start-up calls, its ~110 KB were bytes that the frame (the banner, Lighthouse's
  // Largest Contentful Paint) waited behind on a slow link: 3.9-4.0 s of simulated LCP, 2.8-3.0 s
  // without them (decision 070).
  // The router, React's root and the first render in a task of their own: evaluating the app's code
  // is one task already (~150 ms on a phone, Lighthouse's Total Blocking Time counts all of it past
  // 50 ms), and these were ~20 ms more of it (decision 081). The calls above have left by then.
  setTimeout(() => {
    const openedPage = shellPageAt(pathname);
    if (openedPage) void framePainted().then(openedPage.preload);
    const router = createAppRouter();
    const root = createRoot(container);
    // In a transition, React renders the first tree in slices between frames rather than in one task
    // (Lighthouse's Total Blocking Time on a phone, decision 070).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  }, 0);
}
