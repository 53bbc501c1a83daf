// The sign-in page (SPEC section 2, Auth area): the card with the logo, 'Login' and the form. One
// component for both ways it is shown (decision 067): first, by the light entry (login.html, React
// alone), and inside the app after a logout or a link from another auth page.
import { useEffect } from 'react';
import logoUrl from '../../../assets/logo.svg';
import { PORTAL_TITLE, usePageTitle } from '../../../lib/page-title.ts';
import { landingAfterSignIn } from '../../../lib/sign-in-return.ts';
import { useSession } from '../../../lib/session.ts';
import './login.css';
import { LoginForm } from './login-form.tsx';
import type { LoginHost } from './login-host.ts';
import { Spinner } from './spinner.tsx';

export function LoginScreen({ host }: { host: LoginHost }) {
  usePageTitle(`${PORTAL_TITLE} | Login`);
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  // SPEC: a signed-in user who opens the login page goes to the portal ('/' leads to the dashboard,
  // the list of work orders: straight there); so does one who has just signed in here, unless the
  // sign-in was asked for on the way to another page of the portal (`next`, issue 38 point 5)
  useEffect(() => {
    if (signedIn) host.navigate(landingAfterSignIn(window.location.search), { replace: true });
  }, [signedIn, host]);

  return (
    <main className="vp-login">
      <div className="vp-login-card">
        <img className="vp-login-logo" src={logoUrl} alt="Vendor Portal" />
        <h1>Login</h1>
        {status === 'checking' || signedIn ? (
          <div className="vp-login-checking">
            <Spinner label="Checking your session" />
          </div>
        ) : (
          <LoginForm host={host} />
        )}
      </div>
    </main>
  );
}
