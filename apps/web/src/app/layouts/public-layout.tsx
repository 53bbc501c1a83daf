// The public announcement pages (SPEC section 2): no shell and no sign-in, the logo on top and the
// footer 'Copyright© {year} | All Rights Reserved'.
import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { publicFooterText } from '@vp/contracts';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PORTAL_TITLE, usePageTitle } from '../../lib/page-title.ts';
import { useRouteHandle } from '../routes/route-handle.ts';
import { PageFooter } from '../../components/page-footer.tsx';
import { PublicHeadingProvider } from '../../components/public-heading.tsx';

export function PublicLayout() {
  const handle = useRouteHandle();
  // a page's own heading (usePublicHeading), e.g. for a link that does not work
  const [heading, setHeading] = useState<string | null>(null);
  usePageTitle(handle?.documentTitle ?? (handle ? `${PORTAL_TITLE} | ${handle.title}` : undefined));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          py: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo size={7} />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 4,
        }}
      >
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          {heading ?? handle?.title}
        </Typography>
        <PublicHeadingProvider value={setHeading}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PublicHeadingProvider>
      </Box>
      <PageFooter text={publicFooterText(new Date().getFullYear())} />
    </Box>
  );
}
