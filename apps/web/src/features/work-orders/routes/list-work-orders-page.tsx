// List of Work Orders (SPEC section 2, Work orders): the Mobile Guest IVR setting, the filter bar,
// the PO actions and the grid. The page opens with a search over the default filters.
import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { calendarDateIn, type WorkOrderRow } from '@vp/contracts';
import { DataGrid, type GridSort, type RowSelection } from '../../../components/data-grid/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStartUpData } from '../../../lib/start-up-data.tsx';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { useSearchWorkOrdersQuery, type SubmittedSearch } from '../api/search-work-orders.ts';
import { AccountManagerDrawer } from '../components/account-manager-drawer.tsx';
import { defaultFilters, type FilterValues } from '../components/filter-rules.ts';
import { GuestIvrPanel } from '../components/guest-ivr-panel.tsx';
import { WorkOrderActions } from '../components/work-order-actions.tsx';
import { WORK_DATE_COLUMN, workOrderColumns } from '../components/work-order-columns.tsx';
import { WorkOrderFilters } from '../components/work-order-filters.tsx';

const DEFAULT_SORT: GridSort = { columnId: WORK_DATE_COLUMN, desc: true };
const rowId = (row: WorkOrderRow) => String(row.ocdId);
const rowLabel = (row: WorkOrderRow) => row.poNum;

export function ListWorkOrdersPage() {
  const startUp = useStartUpData();
  const settings = startUp?.settings;
  const mapsSearchUrl = startUp?.securityKeys?.mapsSearchUrl;
  const [today] = useState(() => calendarDateIn(new Date(), browserTimeZone()));

  const [submitted, setSubmitted] = useState<SubmittedSearch | null>(null);
  // until the first Search the page shows the default filters' result
  const search: SubmittedSearch | null =
    submitted ?? (settings ? { filters: defaultFilters(today, settings.woHistoryMonthLimit), run: 0 } : null);
  const result = useSearchWorkOrdersQuery(search);
  const rows = result.rows;

  const [selected, setSelected] = useState<RowSelection>({});
  const [manager, setManager] = useState<WorkOrderRow | null>(null);
  const columns = useMemo(
    () => workOrderColumns({ mapsSearchUrl, onOpenAccountManager: setManager }),
    [mapsSearchUrl],
  );
  const selectedRows = useMemo(() => rows.filter((row) => selected[rowId(row)]), [rows, selected]);

  const onSearch = (filters: FilterValues) => {
    setSelected({});
    setSubmitted((old) => ({ filters, run: (old?.run ?? 0) + 1 }));
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <GuestIvrPanel />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {settings ? (
          <WorkOrderFilters
            today={today}
            woHistoryMonthLimit={settings.woHistoryMonthLimit}
            statusOrders={startUp?.statusOrders ?? []}
            searching={result.isFetching}
            onSearch={onSearch}
          />
        ) : (
          <PageLoader label="Loading the filters" />
        )}
      </Paper>
      {/* exporting needs every row, not the first ones drawn while the answer arrives */}
      <WorkOrderActions rows={result.completeRows} selectedRows={selectedRows} />
      <DataGrid
        label="Work orders"
        rows={rows}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        selection={{ selected, onChange: setSelected }}
        defaultSort={DEFAULT_SORT}
        loading={result.isFetching}
      />
      <AccountManagerDrawer row={manager} onClose={() => setManager(null)} />
    </Stack>
  );
}
