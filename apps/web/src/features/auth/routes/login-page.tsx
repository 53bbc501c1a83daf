// Login inside the app (after a logout, a guarded page signed out, a link from another auth page):
// the light sign-in screen (decision 067), moving with the router and toasting with notistack.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifyWarning } from '../../../lib/notify.ts';
import type { LoginHost } from '../login/login-host.ts';
import { LoginScreen } from '../login/login-screen.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const host = useMemo<LoginHost>(
    () => ({
      navigate: (to, options) => void navigate(to, options),
      notify: (kind, text) => (kind === 'error' ? notifyError(text) : notifyWarning(text)),
    }),
    [navigate],
  );
  return <LoginScreen host={host} />;
}
