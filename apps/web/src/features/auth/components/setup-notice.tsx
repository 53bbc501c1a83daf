import Typography from '@mui/material/Typography';

/** Placeholder line until the sign-in issue fills in the auth pages. */
export function SetupNotice({ text = 'This page is being set up.' }: { text?: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
