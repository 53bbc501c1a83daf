// The one place colours, type sizes and component defaults are chosen. Components take everything
// from here (sx palette keys, theme.spacing), never literals.
import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Every duration MUI's transitions take (drawers, menus, collapsing sections, dialogs), at 0. */
const NO_MOTION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * Whether the vendor's system asks for less motion (an accessibility setting of every OS). Read once
 * as the app starts: a vendor who changes it sees the change on the next page load.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The portal's theme. With `reducedMotion` nothing slides, grows, fades or ripples: drawers, menus,
 * sections and dialogs are at their end at once, and a press draws no ripple (its focus ring stays).
 * The loading spinners keep turning: they say that something is under way (decision 078).
 */
export function createAppTheme({ reducedMotion }: { reducedMotion: boolean }) {
  if (!reducedMotion) return createTheme(PORTAL);
  return createTheme({
    ...PORTAL,
    transitions: { duration: NO_MOTION },
    components: {
      ...PORTAL.components,
      MuiButtonBase: {
        ...PORTAL.components?.MuiButtonBase,
        defaultProps: { disableRipple: true, disableTouchRipple: true },
      },
    },
  });
}

/** The portal's colours, type and component defaults. */
const PORTAL: ThemeOptions = {
  palette: {
    // text colours on coloured surfaces are chosen for WCAG AA (4.5:1), not MUI's default 3:1
    contrastThreshold: 4.5,
    primary: { main: '#0d3b78', dark: '#082a57', light: '#3b64a3', contrastText: '#ffffff' },
    secondary: { main: '#2e7d32', dark: '#1b5e20', light: '#4caf50', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    // Roboto is bundled through @fontsource (no request leaves our origin)
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 13,
    h1: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
    h2: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 500 },
    h5: { fontSize: '0.9375rem', fontWeight: 500 },
    h6: { fontSize: '0.9375rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // a focus ring that keyboard users can see on any surface; dark bars set their own colour
        ':focus-visible': {
          outline: `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: 2,
        },
        body: { overflowX: 'hidden' },
      }),
    },
    // ButtonBase resets `outline`, so buttons and list items draw the same ring through their
    // keyboard-focus class
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiAppBar: {
      styleOverrides: {
        root: ({ theme }) => ({
          '& .MuiButtonBase-root.Mui-focusVisible, & :focus-visible': {
            outlineColor: theme.palette.common.white,
          },
        }),
      },
    },
    MuiButton: { defaultProps: { size: 'small', disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'medium' } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          // drawn inside: outside, the scrolling menu would clip the ring
          '&&.Mui-focusVisible': { outlineOffset: -3 },
          '&[aria-current="page"]': {
            backgroundColor: theme.palette.action.selected,
            color: theme.palette.primary.main,
            fontWeight: theme.typography.fontWeightMedium,
            boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}`,
          },
        }),
      },
    },
  },
};

export const theme = createAppTheme({ reducedMotion: prefersReducedMotion() });
