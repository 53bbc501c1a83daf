// Login (SPEC sections 2, 4, 5): Email and Password, Log In, 'Forgotten password?'. A temporary
// password brings up New Password and its repeat; the sign-in then runs again with the new one.
// React alone (decision 067): the fields, toasts and links are the light page's own.
import { useReducer, useState, type MouseEvent } from 'react';
import { PASSWORD_RESET_REQUIRED_MESSAGE } from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { FORGOT_PASSWORD_PATH, setPasswordHref } from '../../../lib/paths.ts';
import { setSession, signOut } from '../../../lib/session.ts';
import { isPasswordResetRequired, signIn } from '../api/sign-in.ts';
import { validateSignedInUser } from '../api/validate-signed-in-user.ts';
import { PASSWORD_RULES_HINT } from '../forms/schemas.ts';
import { authStatusReducer, IDLE } from '../state/auth-status.ts';
import { signInFailureText } from '../state/failure-texts.ts';
import type { LoginHost } from './login-host.ts';
import { PasswordField } from './password-field.tsx';
import { Spinner } from './spinner.tsx';
import { TextField } from './text-field.tsx';
import { useLoginFields } from './use-login-fields.ts';

const INFO_ICON =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/** A plain left click follows the link inside the page; a new tab or window gets the address. */
function inPage(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function LoginForm({ host }: { host: LoginHost }) {
  const [status, dispatch] = useReducer(authStatusReducer, IDLE);
  const [newPasswordRequired, setNewPasswordRequired] = useState(false);
  const { values, field, validate, focus } = useLoginFields(newPasswordRequired);
  const loading = status.status === 'loading';

  const submit = async () => {
    if (loading || !validate()) return;
    const { email, password, newPassword } = values;
    dispatch({ type: 'submitted' });
    try {
      const signingIn = signIn({
        email,
        password,
        newPassword: newPasswordRequired ? newPassword : undefined,
      });
      // after sign-in/start is on its way, so that it does not queue behind the app's files for a
      // connection: they load while the password is stretched
      host.preload?.();
      const outcome = await signingIn;
      if (outcome.result === 'NEW_PASSWORD_REQUIRED') {
        setNewPasswordRequired(true);
        dispatch({ type: 'settled' });
        // after the fields have rendered
        setTimeout(() => focus('newPassword'), 0);
        return;
      }
      try {
        await validateSignedInUser(outcome.idToken);
      } catch (error) {
        // the server has set a refresh cookie for a user the portal turns away: drop it
        await signOut();
        throw error;
      }
      dispatch({ type: 'signedIn' });
      // the screen sends a signed-in user on (login-screen.tsx)
      setSession(outcome.idToken, outcome.expiresIn);
    } catch (error) {
      if (isPasswordResetRequired(error)) {
        dispatch({ type: 'passwordResetRequired', email: email.trim() });
        host.notify('warning', PASSWORD_RESET_REQUIRED_MESSAGE);
        // the set-password page says that a link was sent only when sign-in led there (issue 15)
        host.navigate(setPasswordHref(email.trim()), { state: { resetRequired: true } });
      } else {
        // the server's refusals explain themselves; anything else is for the console too
        if (!(error instanceof ApiError)) console.error('Sign-in failed', error);
        const text = signInFailureText(error);
        dispatch({ type: 'failed', error: text });
        host.notify('error', text);
      }
    }
  };

  return (
    <form
      className="vp-login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        field={field('email')}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        disabled={newPasswordRequired}
      />
      <PasswordField
        field={field('password')}
        label="Password"
        autoComplete="current-password"
        disabled={newPasswordRequired}
      />
      {newPasswordRequired ? (
        <>
          <div className="vp-alert" role="alert">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={INFO_ICON} />
            </svg>
            <div>Your password is temporary. Choose a new password to finish signing in.</div>
          </div>
          <PasswordField
            field={field('newPassword')}
            label="New Password"
            autoComplete="new-password"
            hint={PASSWORD_RULES_HINT}
          />
          <PasswordField
            field={field('repeatNewPassword')}
            label="Repeat New Password"
            autoComplete="new-password"
            hint={PASSWORD_RULES_HINT}
          />
        </>
      ) : null}
      <button type="submit" className="vp-button" disabled={loading}>
        {loading ? (
          <span className="vp-button-loading">
            <Spinner size={16} />
          </span>
        ) : null}
        Log In
      </button>
      <div className="vp-login-links">
        <a
          href={FORGOT_PASSWORD_PATH}
          onClick={(event) => {
            if (!inPage(event)) return;
            event.preventDefault();
            host.navigate(FORGOT_PASSWORD_PATH);
          }}
        >
          Forgotten password?
        </a>
      </div>
    </form>
  );
}
