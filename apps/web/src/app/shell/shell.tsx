// The frame of every signed-in page: skip link, top bar, side menu, portal banner, the page in a
// <main> landmark under its h1, footer.
import { Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { SMALL_SCREEN_BREAKPOINT } from '../../components/layout-sizes.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { markFramePainted } from '../../lib/frame-painted.ts';
import { nextPaint } from '../../lib/next-paint.ts';
import { closeAllNotifications } from '../../lib/notify.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { signOut } from '../../lib/session.ts';
import { useStartUpData } from '../../lib/start-up-data.tsx';
import { buildMenu } from '../routes/menu.ts';
import { useRouteHandle, useRouteHeading } from '../routes/route-handle.ts';
import { AREA_ROUTES } from '../routes/route-table.ts';
import { PortalBanner } from './portal-banner.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const MENU_ID = 'side-menu';
const MAIN_ID = 'main-content';

/**
 * False until the frame has been painted once. The page inside is rendered after that paint, in a
 * transition: drawn together, the frame (top bar, menu, the portal's banner, the page's heading) waited
 * for the whole page, rows and all, ~200 ms of one core on a phone after the start-up calls had
 * answered; drawn first, it shows while the page renders (Lighthouse's Largest Contentful Paint is the
 * banner, decision 070).
 */
function useFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void nextPaint().then(() => {
      markFramePainted();
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}

export function Shell() {
  const theme = useTheme();
  // read synchronously so that a phone never paints the desktop layout first
  const small = useMediaQuery(theme.breakpoints.down(SMALL_SCREEN_BREAKPOINT), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const menuOpen = small ? overlayOpen : desktopOpen;
  const mainRef = useRef<HTMLElement>(null);
  const permissions = useStartUpData()?.user.permissions;
  const entries = useMemo(() => buildMenu(AREA_ROUTES, permissions), [permissions]);
  const framePainted = useFramePainted();

  const handle = useRouteHandle();
  const heading = useRouteHeading();
  usePageTitle(handle?.documentTitle ?? handle?.title);

  const toggleMenu = useCallback(() => {
    if (small) setOverlayOpen((open) => !open);
    else setDesktopOpen((open) => !open);
  }, [small]);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);

  // Ending the session is all Logout does: the server revokes the refresh cookie, then the
  // session-end listener (app.tsx) clears every cached query and toast and goes to /auth/login, the
  // same path a 401 takes.
  const logout = useCallback(() => {
    closeAllNotifications();
    void signOut();
  }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={mainRef} />
      <TopBar
        menuId={MENU_ID}
        menuOpen={menuOpen}
        besideMenu={!small && desktopOpen}
        compact={small}
        onToggleMenu={toggleMenu}
        onLogout={logout}
      />
      <SideMenu
        id={MENU_ID}
        entries={entries}
        variant={small ? 'temporary' : 'persistent'}
        open={menuOpen}
        onClose={closeOverlay}
        onNavigate={small ? closeOverlay : undefined}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {/* room for the fixed top bar */}
        <Toolbar />
        <PortalBanner />
        {/* At least a screen tall, so that the footer starts below the fold: at the bottom of the
            screen, it jumped down each time a page's content came in (its sections, a grid's rows,
            the page's code), a layout shift on every signed-in page (decision 070). */}
        <Box
          component="main"
          id={MAIN_ID}
          ref={mainRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, minHeight: '100vh', p: { xs: 2, sm: 3 } }}
        >
          {heading ? (
            <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {heading}
            </Typography>
          ) : null}
          <Suspense fallback={<PageLoader />}>{framePainted ? <Outlet /> : <PageLoader />}</Suspense>
        </Box>
        <ShellFooter />
      </Box>
    </Box>
  );
}
