// Long work shows progress (GUIDE section 4): the bytes sent so far over all chosen files.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export type UploadProgressBarProps = { percent: number; caption: string };

export function UploadProgressBar({ percent, caption }: UploadProgressBarProps) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }} aria-live="polite">
        {caption}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
    </Box>
  );
}
