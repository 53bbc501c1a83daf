// Set Password (SPEC section 2): for an account whose password must be reset. Sign-in sends the user
// here with only the e-mail (passwordResetRequired); the link e-mailed at the reset comes back here with
// a token and shows the form. Success: PasswordResetSuccessfull, then the auth root.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PASSWORD_CHANGED } from '@vp/contracts';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../../lib/paths.ts';
import { userSetPassword } from '../api/user-set-password.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { PasswordPairForm } from '../components/password-pair-form.tsx';
import { passwordFailureText, refusedResultText } from '../state/failure-texts.ts';
import { useAuthStatus } from '../state/use-auth-status.ts';
import { usePasswordLink } from '../state/use-password-link.ts';

/**
 * The page without the e-mailed link's token. Sign-in sends a user here when an administrator has
 * required a reset, which e-mailed the account a link at that time; opened any other way, nothing has
 * been sent, so the page says only where the link comes from.
 */
function NoLinkToken({ email, fromSignIn }: { email: string; fromSignIn: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fromSignIn && email
          ? `Your password must be reset. When the reset was requested, a link for setting a new password was e-mailed to ${email}; open it to continue.`
          : 'A new password is set from the link in the password e-mail. Open that link to continue.'}
      </Typography>
      <AuthLink to={FORGOT_PASSWORD_PATH}>No e-mail, or the link has expired? Send me a new link</AuthLink>
      <AuthLink to={LOGIN_PATH}>Back to Log In</AuthLink>
    </Stack>
  );
}

export function SetPasswordPage() {
  const { email, token } = usePasswordLink();
  const [status, dispatch] = useAuthStatus();
  const fromSignIn = (useLocation().state as { resetRequired?: boolean } | null)?.resetRequired === true;

  if (!email || !token) return <NoLinkToken email={email} fromSignIn={fromSignIn} />;

  const save = async (password: string) => {
    dispatch({ type: 'submitted' });
    try {
      const result = await userSetPassword({ email, password, token });
      if (result.success)
        dispatch({ type: 'passwordResetSucceeded', message: result.message || PASSWORD_CHANGED });
      else dispatch({ type: 'failed', error: refusedResultText(result) });
    } catch (error) {
      dispatch({ type: 'failed', error: passwordFailureText(error) });
    }
  };

  return (
    <PasswordPairForm
      email={email}
      submitLabel="Set Password"
      loading={status.status === 'loading'}
      onSubmit={save}
    />
  );
}
