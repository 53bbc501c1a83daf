// The stack of toasts (notistack): SPEC section 8, up to 5 at once, bottom right, in the theme's colours.
// It takes the toasts of lib/notify.ts once mounted. The app loads this module after its first paint
// (app/providers.tsx): notistack's style engine, goober, builds notistack's styles as the module loads.
import { useEffect, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { connectToastOutlet } from '../lib/notify.ts';
import { DRAWER_ACTIONS_ATTRIBUTE, DRAWER_ACTIONS_CLEARANCE } from './layout-sizes.ts';

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

const OUTLET = {
  show: (text: string, options: Parameters<typeof enqueueSnackbar>[1]) => void enqueueSnackbar(text, options),
  closeAll: () => closeSnackbar(),
};

/** The stack; children, if any, are drawn beside it (tests wrap what they render in it). */
export default function ToastStack({ children }: { children?: ReactNode }) {
  // after the provider below has mounted (a child's effects run first), which binds notistack's
  // global functions
  useEffect(() => {
    connectToastOutlet(OUTLET);
    return () => connectToastOutlet(undefined);
  }, []);
  return (
    <>
      <GlobalStyles styles={TOASTS_CLEAR_DRAWER_ACTIONS} />
      <SnackbarProvider
        maxSnack={5}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={SNACKBAR_COMPONENTS}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
