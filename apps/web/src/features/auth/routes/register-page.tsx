// Register (SPEC section 2): the SPEC's stub stored a local token and went to the dashboard. A token
// that the server never issued grants nothing, so this page stores nothing at all: it says how
// accounts are made and offers the way on, where the portal's guard asks for a sign-in
// (decision 009).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { AuthLink } from '../components/auth-link.tsx';

export function RegisterPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', width: '100%' }}>
      <Typography variant="body2">
        Registration is handled by your account manager. Once your company is set up, you receive an e-mail
        with your sign-in details.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        Continue to the portal
      </Button>
      <AuthLink to={LOGIN_PATH}>Back to Log In</AuthLink>
    </Stack>
  );
}
