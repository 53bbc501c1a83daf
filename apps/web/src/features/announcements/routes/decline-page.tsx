// /decline: a reason dropdown and Save (SPEC section 2, Public pages). The public layout shows the
// logo, heading and footer; the call arrives with the announcements issue.
import Typography from '@mui/material/Typography';

export function DeclinePage() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      This page is being set up.
    </Typography>
  );
}
