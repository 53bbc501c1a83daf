// Login (SPEC section 2, Auth area). The card and heading come from the auth layout; the sign-in
// form (SRP) arrives with the sign-in issue.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in.tsx';
import { SetupNotice } from '../components/setup-notice.tsx';

export function LoginPage() {
  return (
    <RedirectIfSignedIn>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <SetupNotice text="Sign-in is being set up. Please check back soon." />
        <Link component={RouterLink} to="/auth/forgot">
          Forgotten password?
        </Link>
      </Stack>
    </RedirectIfSignedIn>
  );
}
