// /unsubscribe: records the unsubscription (SPEC section 2, Public pages). The public layout shows the
// logo, heading and footer; the call arrives with the announcements issue.
import Typography from '@mui/material/Typography';

export function UnsubscribePage() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      This page is being set up.
    </Typography>
  );
}
