// The console's frame (issue 18 point 2): the top bar with the member's name and role, the side menu
// of the sections the role may open, and the page. The session is the vp_staff cookie: a 401 from any
// staff call (idle, disabled, signed out elsewhere) drops the staff data and goes to /staff/login.
import { Suspense, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FullPageMessage } from '../../../components/full-page-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { staffSignOut } from '../api/staff-sign-in.ts';
import { StaffSideMenu } from '../components/staff-side-menu.tsx';
import { StaffTopBar } from '../components/staff-top-bar.tsx';
import { useStaffMe } from '../state/staff-me.ts';
import { STAFF_LOGIN_PATH, staffMenuFor } from '../state/staff-paths.ts';
import { isStaffQueryKey, onStaffSessionEnd } from '../../../lib/staff-session.ts';

const STAFF_MENU_ID = 'staff-menu';

export function StaffFrame() {
  const me = useStaffMe();
  // Below md the menu folds behind the top bar's Menu button, as the vendor shell's does on a phone:
  // stacked above the page, its nine entries filled a 375 px phone's first screen on every page
  // (issue 38 point 9). Which of the two shows is the stylesheet's (a media query), so that a turned
  // or resized window has the right one in the same frame; the open drawer closes when the window
  // widens past md.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  if (wide && menuOpen) setMenuOpen(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const leave = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => isStaffQueryKey(query.queryKey) });
    void navigate(STAFF_LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);

  useEffect(() => onStaffSessionEnd(leave), [leave]);

  const signOut = useCallback(() => {
    void staffSignOut()
      .catch(() => undefined)
      .finally(leave);
  }, [leave]);

  if (me.isPending) return <PageLoader fullScreen />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401)
      return <Navigate to={STAFF_LOGIN_PATH} replace />;
    return (
      <FullPageMessage
        title="The console could not open"
        text="Please try again."
        actionLabel="Try again"
        onAction={() => void me.refetch()}
      />
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StaffTopBar
        me={me.data}
        onSignOut={signOut}
        menu={{ id: STAFF_MENU_ID, open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}
      />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        <Drawer
          open={menuOpen}
          onClose={closeMenu}
          // drawn only while open, so that the toggle's aria-controls names it only then (as the
          // vendor shell's side menu)
          ModalProps={{ keepMounted: false }}
          slotProps={{ paper: { id: STAFF_MENU_ID, 'aria-label': 'Menu', sx: { width: 260 } } }}
        >
          <StaffSideMenu entries={staffMenuFor(me.data.role)} onNavigate={closeMenu} />
        </Drawer>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 220,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <StaffSideMenu entries={staffMenuFor(me.data.role)} />
        </Box>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet context={me.data} />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
