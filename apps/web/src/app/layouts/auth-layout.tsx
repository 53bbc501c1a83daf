// The auth area (SPEC section 2): no shell, a centred card with the logo and the page's title.
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PORTAL_TITLE, usePageTitle } from '../../lib/page-title.ts';
import { useRouteHandle } from '../routes/route-handle.ts';

export function AuthLayout() {
  const handle = useRouteHandle();
  usePageTitle(handle?.documentTitle ?? (handle ? `${PORTAL_TITLE} | ${handle.title}` : undefined));
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: (theme) => theme.spacing(56) }}>
        <CardContent
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: { xs: 3, sm: 4 } }}
        >
          <Logo size={8} />
          <Typography variant="h1" sx={{ textAlign: 'center' }}>
            {handle?.title}
          </Typography>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </CardContent>
      </Card>
    </Box>
  );
}
