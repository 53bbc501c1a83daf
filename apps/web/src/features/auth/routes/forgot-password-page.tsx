// 'Forgot your password?' (SPEC section 2, Auth area); the form arrives with the sign-in issue.
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in.tsx';
import { SetupNotice } from '../components/setup-notice.tsx';

export function ForgotPasswordPage() {
  return (
    <RedirectIfSignedIn>
      <SetupNotice />
    </RedirectIfSignedIn>
  );
}
