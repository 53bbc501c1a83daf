// The optional portal message under the top bar (SPEC section 1), coloured by portalMessageColor.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useStartUpData } from '../../lib/start-up-data.tsx';
import { bannerColors } from './banner-colors.ts';

export function PortalBanner() {
  const theme = useTheme();
  const disclaimer = useStartUpData()?.disclaimer;
  const message = disclaimer?.portalMessage.trim();
  if (!disclaimer || !message) return null;
  const colors = bannerColors(disclaimer.portalMessageColor, {
    fallback: theme.palette.info.main,
    lightText: theme.palette.common.white,
    darkText: theme.palette.common.black,
  });
  return (
    <Box
      component="section"
      aria-label="Portal message"
      sx={{ bgcolor: colors.background, color: colors.text, px: { xs: 2, sm: 3 }, py: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
    </Box>
  );
}
