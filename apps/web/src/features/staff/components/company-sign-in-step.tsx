// The staff sign-in through the company's identity provider (decision 064): one link that leaves for
// the provider (a full page navigation: the server redirects there and back), and, on the way back
// from a refused sign-in, what went wrong.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function CompanySignInStep({
  providerName,
  startUrl,
  failure,
}: {
  providerName: string;
  startUrl: string;
  failure: string | null;
}) {
  return (
    <Stack spacing={2}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Typography sx={{ textAlign: 'center' }}>
        Use your company account to sign in. Your company&apos;s sign-in page may ask for your password and a
        second factor.
      </Typography>
      <Button variant="contained" size="large" href={startUrl} fullWidth>
        Sign in with {providerName}
      </Button>
    </Stack>
  );
}
