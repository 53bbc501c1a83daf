// List of Scheduling (SPEC section 2, Scheduling): the orders open for scheduling in the app's grid.
// A PO # opens the Scheduling drawer (or, for more than one service day, a warning toast); an Order
// Type opens its description of service.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import {
  SERVICE_DAYS_CONSTRAINT,
  canScheduleServiceDays,
  ordersForSchedulingCall,
  updateVisitDateCall,
  vendorPermissionDenied,
  type SchedulingOrder,
} from '@vp/contracts';
import { DataGrid, type GridSort } from '../../../components/data-grid/index.ts';
import { callQuery } from '../../../lib/call.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
import { SERVICE_RANGE_COLUMN, schedulingColumns } from '../components/scheduling-columns.tsx';
import { SchedulingDrawer } from '../components/scheduling-drawer.tsx';
import { ServiceDescriptionDrawer } from '../components/service-description-drawer.tsx';

// soonest service first: the orders to schedule next are on top
const DEFAULT_SORT: GridSort = { columnId: SERVICE_RANGE_COLUMN, desc: false };
const rowId = (row: SchedulingOrder) => String(row.ocdId);
// a card on a phone: the PO # (a tap opens the Scheduling drawer), then when and for how much (the
// NTE, which the table shows and a phone lost, issue 38 point 5), then where
const CARD_COLUMNS = [
  'poNum',
  'task',
  SERVICE_RANGE_COLUMN,
  'nte',
  'status',
  'cleintCode',
  'loc',
  'address',
  'cityState',
  'phone',
];
const NO_ROWS: SchedulingOrder[] = [];

export function ListSchedulingPage() {
  const result = useQuery({
    ...callQuery(ordersForSchedulingCall),
    select: (answer) => answer.ordersScheduling,
    // SPEC section 8: a failed list only clears the loading state, with no message
    retry: false,
  });
  const [scheduling, setScheduling] = useState<SchedulingOrder | null>(null);
  const [description, setDescription] = useState<SchedulingOrder | null>(null);
  // setting a visit date changes the order: Finance reads the list, and is told so when it tries
  const maySchedule = useMay(updateVisitDateCall);
  const columns = useMemo(
    () =>
      schedulingColumns({
        onOpenScheduling: (row) => {
          if (!maySchedule) notifyWarning(vendorPermissionDenied('work-orders:edit'));
          else if (canScheduleServiceDays(row.serviceDays)) setScheduling(row);
          else notifyWarning(SERVICE_DAYS_CONSTRAINT);
        },
        onOpenDescription: setDescription,
      }),
    [maySchedule],
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <DataGrid
        label="Orders for scheduling"
        rows={result.data ?? NO_ROWS}
        columns={columns}
        getRowId={rowId}
        defaultSort={DEFAULT_SORT}
        loading={result.isFetching}
        cardColumns={CARD_COLUMNS}
      />
      <SchedulingDrawer order={scheduling} onClose={() => setScheduling(null)} />
      <ServiceDescriptionDrawer order={description} onClose={() => setDescription(null)} />
    </Stack>
  );
}
