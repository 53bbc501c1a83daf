// List of QuickPay (SPEC section 2, QuickPay): the 'Automatic QuickPay' panel, the filter bar, the
// grid of unpaid invoices and the per-invoice QuickPay drawer. The page opens with a search over the
// default filters (status Unpaid, up to today).
import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { defaultQuickPayCall, isOptedIn, type VendorInvoice } from '@vp/contracts';
import { FilterPanel } from '../../../components/filter-bar/index.ts';
import { DataGrid, type GridSort } from '../../../components/data-grid/index.ts';
import { useInvoiceStatuses } from '../../../lib/invoice-statuses.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useSubmittedSearch } from '../../../lib/submitted-search.ts';
import { useUnpaidInvoicesQuery } from '../api/search-unpaid-invoices.ts';
import { AutomaticQuickPayPanel } from '../components/automatic-quick-pay-panel.tsx';
import { openDecision } from '../components/drawer-rules.ts';
import { quickPayColumns, RECEIVED_DATE_COLUMN } from '../components/quick-pay-columns.tsx';
import { QuickPayDrawer } from '../components/quick-pay-drawer.tsx';
import { defaultQuickPayFilters } from '../components/quick-pay-filter-rules.ts';
import { QuickPayFilters } from '../components/quick-pay-filters.tsx';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call.ts';

const DEFAULT_SORT: GridSort = { columnId: RECEIVED_DATE_COLUMN, desc: true };
const rowId = (row: VendorInvoice) => String(row.id);
// a card on a phone: the invoice id (a tap opens the QuickPay drawer), then the figures that decide
const CARD_COLUMNS = [
  'id',
  'invoiceNum',
  'invoiceStatus',
  'netPay',
  'dueDate',
  'quickPay',
  'qpAmount',
  'expectedDate',
];

export function ListQuickPayPage() {
  const { today, search, onSearch } = useSubmittedSearch(defaultQuickPayFilters);
  const result = useUnpaidInvoicesQuery(search);
  // the one cache entry of the statuses (the invoice list's too), narrowed to the unpaid ones
  const statuses = useInvoiceStatuses('unpaid');
  const company = useQuery(callQuery(defaultQuickPayCall)).data;

  const [opened, setOpened] = useState<VendorInvoice | null>(null);
  const qpExclude = company?.qpExclude;
  const optedIn = company ? isOptedIn(company) : undefined;
  const columns = useMemo(
    () =>
      quickPayColumns((invoice) => {
        const state = qpExclude === undefined || optedIn === undefined ? undefined : { qpExclude, optedIn };
        const decision = openDecision(invoice, state);
        if (decision.open) setOpened(invoice);
        else notifyWarning(decision.warning);
      }),
    [qpExclude, optedIn],
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <AutomaticQuickPayPanel />
      <FilterPanel id="quick-pay-filters" foldOn={search.run}>
        <QuickPayFilters
          today={today}
          statuses={statuses}
          searching={result.isFetching}
          onSearch={onSearch}
        />
      </FilterPanel>
      <DataGrid
        label="List of QuickPay"
        rows={result.rows}
        columns={columns}
        getRowId={rowId}
        defaultSort={DEFAULT_SORT}
        loading={result.isFetching}
        cardColumns={CARD_COLUMNS}
      />
      <QuickPayDrawer invoice={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
