import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../../lib/paths.ts';
import { AuthLink } from './auth-link.tsx';

/** A password page opened without the e-mailed link's address and token: offer a new link. */
export function LinkProblem({ text }: { text: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2">{text}</Typography>
      <AuthLink to={FORGOT_PASSWORD_PATH}>Send me a new link</AuthLink>
      <AuthLink to={LOGIN_PATH}>Back to Log In</AuthLink>
    </Stack>
  );
}
