// Create New Password (SPEC section 2): reached from the forgot-password e-mail's link
// /auth/create-password?email=&token=. Success: toast, then the login page.
import { useNavigate } from 'react-router';
import { LINK_INVALID_OR_EXPIRED, NEW_PASSWORD_CHANGED } from '@vp/contracts';
import { notifySuccess } from '../../../lib/notify.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { createUserPassword } from '../api/create-user-password.ts';
import { LinkProblem } from '../components/link-problem.tsx';
import { PasswordPairForm } from '../components/password-pair-form.tsx';
import { passwordFailureText, refusedResultText } from '../state/failure-texts.ts';
import { useAuthStatus } from '../state/use-auth-status.ts';
import { usePasswordLink } from '../state/use-password-link.ts';

export function CreatePasswordPage() {
  const { email, token } = usePasswordLink();
  const [status, dispatch] = useAuthStatus();
  const navigate = useNavigate();

  if (!email || !token) return <LinkProblem text={LINK_INVALID_OR_EXPIRED} />;

  const save = async (password: string) => {
    dispatch({ type: 'submitted' });
    try {
      const result = await createUserPassword({ email, password, token });
      if (!result.success) {
        dispatch({ type: 'failed', error: refusedResultText(result) });
        return;
      }
      dispatch({ type: 'settled' });
      notifySuccess(result.message || NEW_PASSWORD_CHANGED);
      void navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      dispatch({ type: 'failed', error: passwordFailureText(error) });
    }
  };

  return (
    <PasswordPairForm
      email={email}
      submitLabel="Create Password"
      loading={status.status === 'loading'}
      onSubmit={save}
    />
  );
}
