// An area of the shell that the user's roles do not open (issue 40): typed in or bookmarked, it says
// so with the permission's own text instead of drawing a page whose every call the server refuses.
import { Outlet } from 'react-router';
import Alert from '@mui/material/Alert';
import { vendorPermissionDenied, type VendorAccess } from '@vp/contracts';
import { useStartUpData } from '../../lib/start-up-data.tsx';
import { mayOpen } from './menu.ts';
import type { AreaRoute } from './route-table.ts';

export function AreaAccess({ area }: { area: AreaRoute }) {
  const permissions = useStartUpData()?.user.permissions;
  // before the start-up data is in, the shell shows its own loading state
  if (permissions === undefined || mayOpen(area, permissions)) return <Outlet />;
  const needed = (area.opensWith?.access as VendorAccess | undefined)?.permissions?.[0];
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {needed ? vendorPermissionDenied(needed) : 'You are not allowed to open this page.'} Ask your
      company&apos;s Administrator if you need it.
    </Alert>
  );
}
