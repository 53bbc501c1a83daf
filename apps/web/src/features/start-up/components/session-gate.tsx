// Guards the signed-in area (SPEC section 2, Global behaviour): while the refresh cookie is traded at
// start, a spinner; no session -> /auth/login; the session's user is checked once with the server
// (turned down -> signed out, /auth/login; no answer -> a retry), then the start-up datasets load in
// parallel while the shell shows.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { disclaimerValuesCall, portalSettingsCall, securityKeysCall, statusOrdersCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { restoreSession, useSession } from '../../../lib/session.ts';
import { StartUpDataProvider, type StartUpData } from '../../../lib/start-up-data.tsx';
import { usePortalUserQuery } from '../api/validate-portal-user.ts';
import { StartUpFailed } from './start-up-failed.tsx';

function useToastOnError(error: Error | null) {
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
}

export function SessionGate({ children }: { children: ReactNode }) {
  const { status, idToken: token } = useSession();
  const user = usePortalUserQuery(token !== null && status === 'signed-in');
  const confirmed = token !== null && status === 'signed-in' && user.isSuccess;
  // each loaded once per session, after the user is confirmed
  const once = { enabled: confirmed, staleTime: Infinity } as const;
  const settings = useQuery({ ...callQuery(portalSettingsCall), ...once });
  const disclaimer = useQuery({ ...callQuery(disclaimerValuesCall), ...once });
  const statusOrders = useQuery({
    ...callQuery(statusOrdersCall),
    select: (answer) => answer.statusOrders,
    ...once,
  });
  const securityKeys = useQuery({
    ...callQuery(securityKeysCall),
    select: (answer) => answer.securityKeys,
    ...once,
  });

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

  if (status === 'checking') return <PageLoader fullScreen label="Checking your session" />;
  if (status === 'unreachable') return <StartUpFailed onRetry={() => void restoreSession()} />;
  // a rejected token is already cleared (validate-portal-user.ts), so token === null covers it
  if (token === null) return <Navigate to={LOGIN_PATH} replace />;
  if (user.isError) return <StartUpFailed onRetry={() => void user.refetch()} />;
  if (!value) return <PageLoader fullScreen label="Checking your session" />;
  return <StartUpDataProvider value={value}>{children}</StartUpDataProvider>;
}
