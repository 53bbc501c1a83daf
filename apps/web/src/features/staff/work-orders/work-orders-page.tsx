// /staff/work-orders, 'Work orders' (issue 18, decision 061): every vendor's work orders, searched by
// PO number, vendor, client, store, status and onsite dates, 100 at a time from the server, shown in
// the app's data grid. Vendor managers (and Administrators) also start a new work order here.
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { StaffWorkOrderRow, StaffWorkOrderSearchQuery } from '@vp/contracts';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { CellRouterLink, DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { useCursorPages } from '../../../lib/cursor-pages.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canManageWorkOrders, STAFF_WORK_ORDERS_PATH } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useWorkOrderChoices, useWorkOrderSearch } from './api/staff-work-orders.ts';
import { VendorPicker, type PickedVendor } from './components/vendor-picker.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { PageHeading } from '../components/page-heading.tsx';

const PAGE_SIZE = 100;
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

type Filters = {
  poNum: string;
  vendor: PickedVendor | null;
  clientId: string;
  store: string;
  status: string;
  from: string;
  to: string;
};
const NO_FILTERS: Filters = {
  poNum: '',
  vendor: null,
  clientId: '',
  store: '',
  status: '',
  from: '',
  to: '',
};

function queryOf(f: Filters, cursor: string | undefined): StaffWorkOrderSearchQuery {
  return {
    limit: PAGE_SIZE,
    ...(cursor === undefined ? {} : { cursor }),
    ...(f.poNum.trim() ? { poNum: f.poNum.trim() } : {}),
    ...(f.vendor ? { vendorId: f.vendor.id } : {}),
    ...(f.clientId ? { clientId: Number(f.clientId) } : {}),
    ...(f.store.trim() ? { store: f.store.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

export function WorkOrdersPage() {
  usePageTitle('Work orders | Staff');
  const me = useSignedInStaff();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  // a search applied is a new object: the pages walked start again at page 1 (even the same filters)
  const [applied, setApplied] = useState<{ filters: Filters; at: number }>({ filters: NO_FILTERS, at: 0 });
  const pages = useCursorPages(String(applied.at));
  const search = useWorkOrderSearch(queryOf(applied.filters, pages.cursor));
  const choices = useWorkOrderChoices({});

  const columns = useMemo<GridColumn<StaffWorkOrderRow>[]>(
    () => [
      {
        id: 'poNum',
        header: 'PO number',
        width: 150,
        text: (r) => r.poNum,
        render: (r) => (
          <CellRouterLink to={`${STAFF_WORK_ORDERS_PATH}/${r.ordNum}`}>{r.poNum}</CellRouterLink>
        ),
      },
      { id: 'status', header: 'Status', width: 120, text: (r) => r.statusDescription },
      {
        id: 'vendors',
        header: 'Vendor',
        width: 220,
        text: (r) => r.vendors.map((v) => v.company).join(', '),
      },
      { id: 'client', header: 'Client', width: 180, text: (r) => r.clientName },
      { id: 'store', header: 'Store', width: 180, text: (r) => `${r.storeNumber} ${r.storeName}` },
      { id: 'city', header: 'City', width: 140, text: (r) => `${r.city}, ${r.state}` },
      { id: 'workDate', header: 'Onsite date', width: 120, text: (r) => dayOf(r.workDate) },
      { id: 'createdAt', header: 'Created', width: 120, text: (r) => dayOf(r.createdAt) },
    ],
    [],
  );

  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((old) => ({ ...old, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied((old) => ({ filters: draft, at: old.at + 1 }));
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setApplied((old) => ({ filters: NO_FILTERS, at: old.at + 1 }));
  };
  const total = search.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeading title="Work orders">
        {canManageWorkOrders(me.role) ? (
          <Button variant="contained" component={RouterLink} to={`${STAFF_WORK_ORDERS_PATH}/new`}>
            New work order
          </Button>
        ) : null}
      </PageHeading>
      <Box
        component="form"
        role="search"
        aria-label="Search work orders"
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextField size="small" label="PO number" value={draft.poNum} onChange={set('poNum')} />
        <VendorPicker
          label="Vendor"
          value={draft.vendor}
          onChange={(vendor) => setDraft((old) => ({ ...old, vendor }))}
        />
        <TextField size="small" select label="Client" value={draft.clientId} onChange={set('clientId')}>
          <MenuItem value="">Any client</MenuItem>
          {(choices.data?.clients ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Store number" value={draft.store} onChange={set('store')} />
        <TextField size="small" select label="Status" value={draft.status} onChange={set('status')}>
          <MenuItem value="">Any status</MenuItem>
          {(choices.data?.statuses ?? []).map((s) => (
            <MenuItem key={s.code} value={s.code}>
              {s.description}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          labels={{ from: 'Onsite from', to: 'Onsite to' }}
          values={draft}
          onChange={{ from: set('from'), to: set('to') }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            Search
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Box>
      </Box>
      {search.isError ? <Alert severity="error">{staffFailureText(search.error)}</Alert> : null}
      <Typography role="status" variant="body2">
        {search.data
          ? `${search.data.totalIsMore ? 'More than ' : ''}${total.toLocaleString()} work order${
              total === 1 ? '' : 's'
            } found${pageCount > 1 ? ` — page ${pages.pageNumber} of ${pageCount}${search.data.totalIsMore ? '+' : ''}` : ''}.${
              search.data.totalIsMore ? ' Narrow the search to count them all.' : ''
            }`
          : 'Searching…'}
      </Typography>
      <DataGrid
        label="Work orders found"
        rows={search.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.ordNum)}
        loading={search.isFetching}
        defaultPageSize={25}
        cardColumns={['poNum', 'status', 'vendors', 'store', 'workDate']}
      />
      <CursorPager
        pages={pages}
        nextCursor={search.data?.nextCursor}
        label="Work order pages"
        previousLabel={`Previous ${PAGE_SIZE}`}
        nextLabel={`Next ${PAGE_SIZE}`}
      />
    </Box>
  );
}
