import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { emotionCache } from './emotion-cache.ts';
import { theme } from './theme.ts';
import { DRAWER_ACTIONS_ATTRIBUTE, DRAWER_ACTIONS_CLEARANCE } from '../components/layout-sizes.ts';

// notistack's own colours fail contrast (white on orange); the theme's pairs do not
const ThemedSnackbar = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
}));

// Toasts sit bottom right, where a right-hand drawer has its Cancel and Save: while such a drawer is
// open they rise above its bar of buttons instead of covering them (an error toast stays while the
// pointer rests on it, which left the buttons out of reach).
const TOASTS_CLEAR_DRAWER_ACTIONS = {
  [`body:has([${DRAWER_ACTIONS_ATTRIBUTE}]) .notistack-SnackbarContainer`]: {
    bottom: DRAWER_ACTIONS_CLEARANCE,
  },
};

const SNACKBAR_COMPONENTS = {
  default: ThemedSnackbar,
  success: ThemedSnackbar,
  error: ThemedSnackbar,
  warning: ThemedSnackbar,
  info: ThemedSnackbar,
};

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={TOASTS_CLEAR_DRAWER_ACTIONS} />
        <QueryClientProvider client={queryClient}>
          {/* SPEC section 8: up to 5 toasts at once, bottom right */}
          <SnackbarProvider
            maxSnack={5}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            Components={SNACKBAR_COMPONENTS}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
