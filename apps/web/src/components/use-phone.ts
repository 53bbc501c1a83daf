// Whether the window is a phone's (below the theme's `sm`, as the shell's overlay menu and the grids'
// cards): the small tables draw their rows as cards then (record-cards.tsx). The theme's own (MUI's
// default without a provider), so that a component rendered alone in a test has one.
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SMALL_SCREEN_BREAKPOINT } from './layout-sizes.ts';

export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(SMALL_SCREEN_BREAKPOINT));
}
