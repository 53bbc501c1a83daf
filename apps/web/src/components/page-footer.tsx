import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The footer line of the shell and of the public pages. */
export function PageFooter({ text }: { text: string }) {
  return (
    <Box
      component="footer"
      sx={{
        py: 1.5,
        px: 2,
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}
