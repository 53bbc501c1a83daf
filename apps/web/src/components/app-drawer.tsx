// The right-side drawer every screen uses for its forms and details (SPEC section 9 widths).
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { DRAWER_ACTIONS_ATTRIBUTE, DRAWER_WIDTH, type DrawerWidth } from './layout-sizes.ts';
import { ToastAnnouncer } from './toast-announcer.tsx';

export type AppDrawerProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** One of DRAWER_WIDTH; below 600 px the drawer takes the full width. */
  width?: DrawerWidth;
  children: ReactNode;
  /** Buttons pinned under the content (Cancel, Save). */
  actions?: ReactNode;
};

export function AppDrawer({
  open,
  title,
  onClose,
  width = DRAWER_WIDTH.default,
  children,
  actions,
}: AppDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: width },
            maxWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" color="inherit" edge="end" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
      <ToastAnnouncer />
      {actions ? (
        <Box
          {...{ [DRAWER_ACTIONS_ATTRIBUTE]: '' }}
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {actions}
        </Box>
      ) : null}
    </Drawer>
  );
}
