// The portal message band as vendors see it under the top bar (SPEC section 1): the message on the
// background colour the settings name, with whichever text colour reads better. The vendor shell shows
// it; the staff console's Portal settings screen shows it as the live preview of a change.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { bannerColors } from './banner-colors.ts';

export type PortalBannerViewProps = {
  message: string;
  color: string;
  /** the landmark's name: 'Portal message' in the vendor app */
  label?: string;
};

export function PortalBannerView({ message, color, label = 'Portal message' }: PortalBannerViewProps) {
  const theme = useTheme();
  const colors = bannerColors(color, {
    fallback: theme.palette.info.main,
    lightText: theme.palette.common.white,
    darkText: theme.palette.common.black,
  });
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ bgcolor: colors.background, color: colors.text, px: { xs: 2, sm: 3 }, py: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
    </Box>
  );
}
