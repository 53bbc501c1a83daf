// At the first sign-in: the new TOTP secret as a QR code to scan (drawn in the page: decision 103), the
// key to type into an authenticator app, and its otpauth:// link.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TotpQrCode } from './totp-qr-code.tsx';

/** 'ABCD EFGH ...': easier to read out and type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function EnrolmentDetails({ secret, uri }: { secret: string; uri: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>
        Set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password): scan
        this QR code with it, add an account with the key below, or open the link on the phone that has the
        app.
      </Typography>
      <TotpQrCode uri={uri} />
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
