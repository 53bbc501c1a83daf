// List of Work Orders (SPEC section 2, Work orders): the Mobile Guest IVR setting, the filter bar,
// the PO actions and the grid. The page opens with a search over the default filters.
import { useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { type WorkOrderRow } from '@vp/contracts';
import { DataGrid, type GridSort, type RowSelection } from '../../../components/data-grid/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { MY_WORK_PATH, WORK_ORDER_LIST_PATH } from '../../../lib/paths.ts';
import { useReachesAllOrders, useStartUpData } from '../../../lib/start-up-data.tsx';
import { browserToday } from '../../../lib/browser-time-zone.ts';
import { useSearchWorkOrdersQuery, type SubmittedSearch } from '../api/search-work-orders.ts';
import { AccountManagerDrawer } from '../components/account-manager-drawer.tsx';
import { type FilterValues } from '../components/filter-rules.ts';
import { ATTENTION_LABELS, listFromUrl } from '../components/list-url.ts';
import { GuestIvrPanel } from '../components/guest-ivr-panel.tsx';
import { WorkOrderActions } from '../components/work-order-actions.tsx';
import {
  WORK_DATE_COLUMN,
  WORK_ORDER_DEFAULT_LAYOUT,
  WORK_ORDER_LAPTOP_LAYOUT,
  WORK_ORDER_WIDE_WINDOW,
  workOrderColumns,
} from '../components/work-order-columns.tsx';
import { WorkOrderFilters } from '../components/work-order-filters.tsx';
import { useUnreadMessages } from '../../../components/order-messages/unread-messages.ts';
import { FilterPanel } from '../../../components/filter-bar/index.ts';

const DEFAULT_SORT: GridSort = { columnId: WORK_DATE_COLUMN, desc: true };
const rowId = (row: WorkOrderRow) => String(row.ocdId);
const rowLabel = (row: WorkOrderRow) => row.poNum;

// a card on a phone: the PO (a tap opens the order), then the fields a vendor looks for first, and
// then the rest of the row, so that a phone loses nothing the table has (issue 38 point 5): the
// Account Manager's button (its drawer), Category, Order Type, Client PO and the documents icon
const CARD_COLUMNS = [
  'poNum',
  'orderStatus',
  'clientCode',
  'location',
  'company',
  'fullAddress',
  'workDate',
  'nte',
  'acManagerName',
  'category',
  'orderType',
  'clientPO',
  'documents',
];

/** The list; a user who reaches only the orders assigned to them (a Technician) goes to My Work. */
export function ListWorkOrdersPage() {
  const { search } = useLocation();
  if (!useReachesAllOrders()) return <Navigate to={MY_WORK_PATH} replace />;
  // a new address (a dashboard tile's, or "Show all") opens the list afresh with its filters
  return <ListWorkOrders key={search} />;
}

function ListWorkOrders() {
  const startUp = useStartUpData();
  // on a phone the IVR panel folds too (issue 15, decision 039)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // read at once: the grid takes its default columns when it first draws
  const wide = useMediaQuery(`(min-width:${WORK_ORDER_WIDE_WINDOW}px)`, { noSsr: true });
  const settings = startUp?.settings;
  const mapsSearchUrl = startUp?.securityKeys?.mapsSearchUrl;
  const [today] = useState(() => browserToday());

  const [params] = useSearchParams();
  // the filters the address carries (a dashboard tile's), else the defaults
  const opened = settings ? listFromUrl(params, today, settings.woHistoryMonthLimit) : null;
  const attention = opened?.attention;
  const [submitted, setSubmitted] = useState<SubmittedSearch | null>(null);
  // until the first Search the page shows the opening filters' result
  const search: SubmittedSearch | null =
    submitted ?? (opened ? { filters: { ...opened.filters, attention }, run: 0 } : null);
  const result = useSearchWorkOrdersQuery(search);
  const rows = result.rows;

  const [selected, setSelected] = useState<RowSelection>({});
  const [manager, setManager] = useState<WorkOrderRow | null>(null);
  // the unread messages beside each PO (decision 116): one small call, the columns rebuilt when it answers
  const unread = useUnreadMessages().data;
  const unreadMessages = useMemo(
    () => new Map(unread?.crewLines.map((line) => [line.ocdId, line.unread])),
    [unread],
  );
  const columns = useMemo(
    () => workOrderColumns({ mapsSearchUrl, onOpenAccountManager: setManager, unreadMessages }),
    [mapsSearchUrl, unreadMessages],
  );
  const selectedRows = useMemo(() => rows.filter((row) => selected[rowId(row)]), [rows, selected]);

  const onSearch = (filters: FilterValues) => {
    setSelected({});
    // a tile's attention filter stays on while the list is at its address
    setSubmitted((old) => ({ filters: { ...filters, attention }, run: (old?.run ?? 0) + 1 }));
  };
  const filters = settings ? (
    <WorkOrderFilters
      today={today}
      woHistoryMonthLimit={settings.woHistoryMonthLimit}
      statusOrders={startUp?.statusOrders ?? []}
      searching={result.isFetching}
      onSearch={onSearch}
      initial={opened?.filters}
    />
  ) : (
    <PageLoader label="Loading the filters" />
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <GuestIvrPanel foldable={phone} />
      {attention ? (
        <Alert severity="info">
          Showing {ATTENTION_LABELS[attention]}.{' '}
          <Link component={RouterLink} to={WORK_ORDER_LIST_PATH}>
            Show all work orders
          </Link>
        </Alert>
      ) : null}
      <FilterPanel id="work-order-filters" foldOn={submitted?.run}>
        {filters}
      </FilterPanel>
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
        // the user's columns, kept per user on this browser (decision 039)
        columnLayoutKey={startUp?.user ? `work-orders.${startUp.user.userId}` : undefined}
        defaultColumnLayout={wide ? WORK_ORDER_DEFAULT_LAYOUT : WORK_ORDER_LAPTOP_LAYOUT}
        fitToViewport
        cardColumns={CARD_COLUMNS}
      />
      <AccountManagerDrawer row={manager} onClose={() => setManager(null)} />
    </Stack>
  );
}
