// /dashboard (issue 40 point 6, decision 111): where a signed-in user lands. Tiles with counts, each a
// link to the list that shows what it counts; a user sees the tiles whose calls their roles allow (a
// Finance user the money, an Office user the work). A Technician, who reaches only the orders assigned
// to them, goes on to My Work, as from the list of work orders.
import Box from '@mui/material/Box';
import { vendorMay, workOrdersSummaryCall } from '@vp/contracts';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MY_WORK_PATH } from '../../../lib/paths.ts';
import { useMay, useReachesAllOrders, useStartUpData } from '../../../lib/start-up-data.tsx';
import { TILE_GROUPS } from '../components/tile-groups.tsx';

export function DashboardPage() {
  const seesOrders = useMay(workOrdersSummaryCall);
  const reachesAll = useReachesAllOrders();
  const permissions = useStartUpData()?.user.permissions;
  // a group whose call the user may not make is not drawn, so its call is never made
  const shown = TILE_GROUPS.filter(
    (group) => permissions === undefined || vendorMay(permissions, group.call),
  );
  if (seesOrders && !reachesAll) return <Navigate to={MY_WORK_PATH} replace />;
  if (shown.length === 0) return <EmptyState text="Your roles show nothing on the dashboard." />;
  return (
    <Box
      component="ul"
      aria-label="What needs doing"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        // one column on a phone, as many 15rem columns as fit elsewhere
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
      }}
    >
      {shown.map(({ name, Tiles }) => (
        <Tiles key={name} />
      ))}
    </Box>
  );
}
