// Guards the signed-in area (SPEC section 2, Global behaviour): while the refresh cookie is traded at
// start, a spinner; no session -> /auth/login; the session's user is checked once with the server
// (turned down -> signed out, /auth/login; no answer -> a retry), then the start-up datasets load in
// parallel, and the shell shows once each has answered or failed.
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { restoreSession, useSession } from '../../../lib/session.ts';
import { signInHrefFor } from '../../../lib/sign-in-return.ts';
import { StartUpDataProvider, type StartUpData } from '../../../lib/start-up-data.tsx';
import {
  disclaimerQuery,
  securityKeysQuery,
  settingsQuery,
  statusOrdersQuery,
} from '../api/start-up-queries.ts';
import { usePortalUserQuery } from '../api/validate-portal-user.ts';
import { StartUpFailed } from './start-up-failed.tsx';

function useToastOnError(error: Error | null) {
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
}

export function SessionGate({ children }: { children: ReactNode }) {
  const { status, idToken: token } = useSession();
  const location = useLocation();
  // a session that ends here (Logout, on a shared computer too) leads to the plain sign-in; only a
  // visitor who arrived signed out is brought back to the page asked for
  const hadSession = useRef(false);
  if (status === 'signed-in') hadSession.current = true;
  const user = usePortalUserQuery(token !== null && status === 'signed-in');
  const confirmed = token !== null && status === 'signed-in' && user.isSuccess;
  // each loaded once per session, after the user is confirmed
  const settings = useQuery({ ...settingsQuery(), enabled: confirmed });
  const disclaimer = useQuery({ ...disclaimerQuery(), enabled: confirmed });
  const statusOrders = useQuery({
    ...statusOrdersQuery(),
    select: (answer) => answer.statusOrders,
    enabled: confirmed,
  });
  const securityKeys = useQuery({
    ...securityKeysQuery(),
    select: (answer) => answer.securityKeys,
    enabled: confirmed,
  });

  const datasetsSettled = [settings, disclaimer, statusOrders, securityKeys].every((q) => !q.isPending);

  useToastOnError(settings.error);
  useToastOnError(disclaimer.error);
  useToastOnError(statusOrders.error);
  useToastOnError(securityKeys.error);

  const value = useMemo<StartUpData | null>(
    () =>
      user.data
        ? {
            user: user.data,
            settings: settings.data,
            disclaimer: disclaimer.data,
            statusOrders: statusOrders.data,
            securityKeys: securityKeys.data,
          }
        : null,
    [user.data, settings.data, disclaimer.data, statusOrders.data, securityKeys.data],
  );

  const shown = useDeferredValue(datasetsSettled ? value : null);

  if (status === 'checking') return <PageLoader fullScreen label="Checking your session" />;
  if (status === 'unreachable') return <StartUpFailed onRetry={() => void restoreSession()} />;
  // a rejected token is already cleared (validate-portal-user.ts), so token === null covers it
  // signed out: to the sign-in, which comes back to this page (issue 38 point 5)
  if (token === null) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={hadSession.current ? LOGIN_PATH : signInHrefFor(asked)} replace />;
  }
  if (user.isError) return <StartUpFailed onRetry={() => void user.refetch()} />;
  if (!value) return <PageLoader fullScreen label="Checking your session" />;
  // The frame waits for the datasets (each answered or failed, a failure toasted): drawn before, it
  // moved when they came, the banner pushing <main> down and the list's filters replacing their
  // loader (Lighthouse's layout shift on every page, decision 070). They are four small calls sent
  // together, and the list's search waits for the settings in any case.
  // The frame and the page are then drawn as a deferred value, in a transition: React renders them
  // in slices between frames instead of one task of hundreds of ms on a phone (Lighthouse's Total
  // Blocking Time, decision 070).
  if (!datasetsSettled || !shown) return <PageLoader fullScreen label="Loading the portal" />;
  return <StartUpDataProvider value={value}>{children}</StartUpDataProvider>;
}
