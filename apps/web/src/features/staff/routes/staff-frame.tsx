// The console's frame (issue 18 point 2): the top bar with the member's name and role, the side menu
// of the sections the role may open, and the page. The session is the vp_staff cookie: a 401 from any
// staff call (idle, disabled, signed out elsewhere) drops the staff data and goes to /staff/login.
import { Suspense, useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
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
import { isStaffQueryKey, onStaffSessionEnd } from '../state/staff-session.ts';

export function StaffFrame() {
  const me = useStaffMe();
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
      <StaffTopBar me={me.data} onSignOut={signOut} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexGrow: 1, minWidth: 0 }}>
        <Box
          sx={{
            width: { md: 220 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: { xs: 'divider', md: 'divider' },
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
