// /staff/quick-pay, 'QuickPay' (issue 18 point 2, decision 060): the QuickPay requests and the
// automatic opt-ins with their fees and pay dates, filtered by status and vendor; Accounts payable
// (and Administrators) mark a request paid or declined with a reason; the fees earned per month.
// Every role reads it. A chunk of its own (the router imports this file lazily).
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_QUICK_PAY_STATES, type StaffQuickPayRequest } from '@vp/contracts';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { DataGrid, type GridSort } from '../../../components/data-grid/index.ts';
import { browserToday } from '../../../lib/browser-time-zone.ts';
import { useCursorPages } from '../../../lib/cursor-pages.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { GridSection } from '../components/grid-section.tsx';
import { canDecideQuickPay } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import {
  useAutomaticQuickPay,
  useQuickPayMonths,
  useQuickPayRequests,
  type QuickPayFilter,
} from './api/quick-pay.ts';
import { DecisionDialog, type Decision } from './components/decision-dialog.tsx';
import {
  AUTOMATIC_CARD_COLUMNS,
  AUTOMATIC_COLUMNS,
  MONTH_CARD_COLUMNS,
  MONTH_COLUMNS,
  REQUEST_CARD_COLUMNS,
  requestColumns,
} from './components/quick-pay-columns.tsx';
import { STATE_LABELS } from './components/quick-pay-texts.ts';

const MONTH_SORT: GridSort = { columnId: 'month', desc: true };
const EMPTY_FILTER: QuickPayFilter = { status: 'requested', vendor: '' };

export function StaffQuickPayPage() {
  usePageTitle('Staff | QuickPay');
  const me = useSignedInStaff();
  const [today] = useState(() => browserToday());
  const [draft, setDraft] = useState<QuickPayFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<QuickPayFilter>(EMPTY_FILTER);
  const [decision, setDecision] = useState<Decision | null>(null);
  // each list walks its own pages (decision 108); a new filter starts both at page 1
  const requestPages = useCursorPages(JSON.stringify(filter));
  const automaticPages = useCursorPages(filter.vendor);
  const requests = useQuickPayRequests(filter, requestPages.cursor);
  const automatic = useAutomaticQuickPay(filter.vendor, automaticPages.cursor);
  const months = useQuickPayMonths();

  const mayDecide = canDecideQuickPay(me.role);
  const columns = useMemo(
    () =>
      requestColumns(
        mayDecide ? (request: StaffQuickPayRequest, outcome) => setDecision({ request, outcome }) : null,
      ),
    [mayDecide],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    // a search pressed again with the same filter starts again at the first pages, as a new one does
    requestPages.reset();
    automaticPages.reset();
    setFilter(draft);
  };

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">QuickPay</Typography>
      {!mayDecide ? (
        <Alert severity="info">
          You can read QuickPay here; Accounts payable and Administrators mark requests paid or declined.
        </Alert>
      ) : null}
      <Box
        component="form"
        role="search"
        aria-label="QuickPay filters"
        noValidate
        onSubmit={search}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          select
          label="Status"
          value={draft.status}
          onChange={(event) =>
            setDraft((old) => ({ ...old, status: event.target.value as QuickPayFilter['status'] }))
          }
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="">All</MenuItem>
          {STAFF_QUICK_PAY_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {STATE_LABELS[state]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Vendor"
          helperText="Vendor number or part of the name"
          value={draft.vendor}
          onChange={(event) => setDraft((old) => ({ ...old, vendor: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Search
        </Button>
      </Box>

      <GridSection id="qp-requests" title="Requests" list={requests}>
        <DataGrid
          label="QuickPay requests"
          rows={requests.data?.items ?? []}
          columns={columns}
          getRowId={(row) => String(row.invoiceId)}
          // unsorted: the server's order, the latest request or answer first
          loading={requests.isFetching}
          cardColumns={REQUEST_CARD_COLUMNS}
        />
        <CursorPager pages={requestPages} nextCursor={requests.data?.nextCursor} label="Request pages" />
      </GridSection>

      <GridSection id="qp-automatic" title="Automatic opt-ins" list={automatic}>
        <DataGrid
          label="Automatic QuickPay by vendor"
          rows={automatic.data?.items ?? []}
          columns={AUTOMATIC_COLUMNS}
          getRowId={(row) => String(row.vendorId)}
          loading={automatic.isFetching}
          cardColumns={AUTOMATIC_CARD_COLUMNS}
        />
        <CursorPager pages={automaticPages} nextCursor={automatic.data?.nextCursor} label="Opt-in pages" />
      </GridSection>

      <GridSection id="qp-months" title="Fees earned per month" list={months}>
        <DataGrid
          label="QuickPay fees per month"
          rows={months.data?.months ?? []}
          columns={MONTH_COLUMNS}
          getRowId={(row) => row.month}
          defaultSort={MONTH_SORT}
          loading={months.isFetching}
          cardColumns={MONTH_CARD_COLUMNS}
        />
      </GridSection>

      <DecisionDialog decision={decision} today={today} onClose={() => setDecision(null)} />
    </Stack>
  );
}
