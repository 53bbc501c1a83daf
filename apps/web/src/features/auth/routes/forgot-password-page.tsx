// 'Forgot your password?' (SPEC section 2, Auth area); a signed-in user goes to '/'.
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in.tsx';

export function ForgotPasswordPage() {
  return (
    <RedirectIfSignedIn>
      <ForgotPasswordForm />
    </RedirectIfSignedIn>
  );
}
