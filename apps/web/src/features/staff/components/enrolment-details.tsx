// At the first sign-in: the new TOTP secret to type into an authenticator app, and its otpauth://
// link (no QR code: no bundled library draws one, and the console loads nothing from a CDN).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** 'ABCD EFGH ...': easier to read out and type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function EnrolmentDetails({ secret, uri }: { secret: string; uri: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>
        Set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password): add
        an account with this key, or open the link on the phone that has the app.
      </Typography>
      <Typography component="p" sx={{ fontWeight: 500 }}>
        Key
      </Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
      >
        {groupedSecret(secret)}
      </Typography>
      <Link href={uri} sx={{ wordBreak: 'break-all' }}>
        Add to an authenticator app
      </Link>
    </Box>
  );
}
