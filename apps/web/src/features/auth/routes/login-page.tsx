// Login (SPEC section 2, Auth area). The card and heading come from the auth layout.
import { LoginForm } from '../components/login-form.tsx';
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in.tsx';

export function LoginPage() {
  return (
    <RedirectIfSignedIn>
      <LoginForm />
    </RedirectIfSignedIn>
  );
}
