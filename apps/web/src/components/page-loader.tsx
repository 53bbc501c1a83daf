import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export type PageLoaderProps = {
  /** Centre in the whole viewport (start-up) instead of the content area. */
  fullScreen?: boolean;
  label?: string;
};

export function PageLoader({ fullScreen = false, label = 'Loading' }: PageLoaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : (theme) => theme.spacing(30),
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
