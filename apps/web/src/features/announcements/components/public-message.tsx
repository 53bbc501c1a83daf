import Typography from '@mui/material/Typography';

/**
 * The answer line of a public page. The live region is there from the start (empty until the answer
 * is recorded) so that screen readers announce the text when it appears.
 */
export function PublicMessage({ text }: { text: string | null }) {
  return (
    <Typography role="status" variant="h6" component="p" sx={{ textAlign: 'center', minHeight: '1.6em' }}>
      {text}
    </Typography>
  );
}
