import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type Props = { title: string; text: string; actionLabel: string; onAction: () => void };

/** A whole-page message with one way out (a page that failed, a server that cannot be reached). */
export function FullPageMessage({ title, text, actionLabel, onAction }: Props) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1">{title}</Typography>
      <Typography variant="body1">{text}</Typography>
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </Box>
  );
}
